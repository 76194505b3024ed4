//! An observer that asks for the arguments of some calls gets them as they are
//! on entry, with the clause each call was made from.

use costlog_engine::machine::events::{Caller, Event, Observer};
use costlog_engine::write::{term_to_string, WriteOptions};
use costlog_engine::{Machine, OpTable, Outcome, Term};
use std::cell::RefCell;
use std::rc::Rc;

type Seen = Rc<RefCell<Vec<(String, Option<Caller>)>>>;

/// Records the calls of `q/1`.
struct Watch(Seen);

impl Observer for Watch {
    fn on_event(&mut self, _: &Event) {}

    fn wants_arguments(&mut self, e: &Event) -> bool {
        &*e.name.name() == "q" && e.arity == 1
    }

    fn on_arguments(&mut self, _: &Event, args: Vec<Term>, caller: Option<Caller>) {
        let text = term_to_string(&args[0], &OpTable::standard(), &WriteOptions::writeq());
        self.0.borrow_mut().push((text, caller));
    }
}

const SRC: &str = "p(X) :- q(X), r(Y), q(f(Y)).\nr(1).\nr(2).\nq(_).\ns :- q(a).\n";

#[test]
fn arguments_of_watched_calls_come_with_their_calling_clause() {
    let mut m = Machine::new();
    let report = m.consult_str("t.pl", SRC);
    assert!(!report.has_errors(), "{:?}", report.diagnostics);
    let seen: Seen = Rc::default();
    m.set_observer(Some(Box::new(Watch(seen.clone()))));
    let goal = Term::compound(
        "findall",
        vec![
            Term::Var(0),
            Term::compound("p", vec![Term::list([Term::Int(1), Term::Var(1)])]),
            Term::Var(2),
        ],
    );
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    assert_eq!(m.run_once(&Term::atom("s")), Outcome::Solved);
    m.set_observer(None);
    let seen = seen.borrow();
    let texts: Vec<&str> = seen.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(texts, ["[1,_0]", "f(1)", "f(2)", "a"]);
    let callers: Vec<String> = seen
        .iter()
        .map(|(_, c)| {
            let c = c.as_ref().expect("every call here is made by a clause");
            let span = c.source.as_ref().expect("a consulted clause").span.clone();
            format!(
                "{}/{}#{:?}:{}",
                c.name.name(),
                c.arity,
                c.clause,
                &SRC[span]
            )
        })
        .collect();
    let p = "p/1#Some(0):p(X) :- q(X), r(Y), q(f(Y)).";
    assert_eq!(callers, [p, p, p, "s/0#Some(0):s :- q(a)."]);
}

#[test]
fn a_call_made_by_the_query_itself_has_no_caller() {
    let mut m = Machine::new();
    assert!(!m.consult_str("t.pl", SRC).has_errors());
    let seen: Seen = Rc::default();
    m.set_observer(Some(Box::new(Watch(seen.clone()))));
    assert_eq!(
        m.run_once(&Term::compound("q", vec![Term::Int(7)])),
        Outcome::Solved
    );
    m.set_observer(None);
    let seen = seen.borrow();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].0, "7");
    assert!(seen[0].1.is_none());
}
