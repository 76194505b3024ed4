//! Symbolic evaluation of one clause under a call pattern: head matching (guards,
//! bindings, sizes), body literals in order (builtins, calls, recursive calls,
//! control constructs), and what the clause costs and produces.

use super::terms::*;
use super::*;
use crate::builtins;
use costlog_engine::Atom;

impl Analyzer {
    pub(super) fn eval_clause(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        c: &Clause,
    ) -> Option<ClauseEval> {
        let mut env: Env = HashMap::new();
        // A library clause's head is not counted.
        let head = if c.library {
            0
        } else {
            head_weight(self.resource, pattern, &c.head)
        };
        let mut ev = ClauseEval::empty(head);
        ev.shares_head = c.shares_head;
        if self.resource == Counter::ChoicePoints {
            ev.fail_weight = 0;
            ev.cost = Range::int(c.hidden_choicepoints);
            if !self.choicepoints_per_call {
                // The call's own choice point, charged to the clause it proceeds
                // with (see `Analyzer::info`).
                let clauses = &self.prog.preds[key];
                let at = clauses.iter().position(|x| std::ptr::eq(x, c))?;
                ev.cost = counters::clause_choicepoints(clauses, at, pattern)
                    .unwrap_or_else(Range::unknown);
            }
            ev.first_cost = ev.cost.ub.clone();
        }
        if !failure::tracked(self.resource) {
            ev.fail_cost = None;
        }
        if self.resource == Counter::Heap {
            heap_clause(&mut ev, pattern, c);
        }
        if c.library {
            library_clause(&mut ev, self.resource);
        }
        for (i, arg) in c.head.iter().enumerate() {
            crate::numeric::bind(&mut ev.numbers, arg, self.numeric.call_fact(key, i));
        }
        // Inputs first: guards and bindings.
        for (i, (mode, arg)) in pattern.iter().zip(&c.head).enumerate() {
            if let Mode::In(ty) = mode {
                if !match_input(&mut env, &mut ev, &self.prog, (i, *ty), arg) {
                    return None;
                }
            }
        }
        // The committed path of a late cut is tracked for steps, where a
        // failing literal costs at least its lower bound.
        let tracks_committed = self.resource == Counter::Steps;
        if tracks_committed {
            ev.committed_lb = Some(ev.cost.lb.clone());
        }
        let mut st = BodyState {
            in_guard: true,
            lb_open: true,
            committed_open: tracks_committed,
            det_so_far: true,
            reentrant: false,
            after_rec: false,
        };
        let assumed_before = std::mem::take(&mut self.assumed_positive);
        self.eval_lits(key, pattern, &c.body, &mut env, &mut ev, &mut st, Some(&[]));
        if !ev.cut_late {
            ev.committed_lb = None;
        }
        ev.assumes_positive = std::mem::replace(&mut self.assumed_positive, assumed_before);
        // Outputs at the end, through the aliases (the hull over their alternatives).
        ev.outs = pattern
            .iter()
            .zip(&c.head)
            .map(|(m, t)| {
                (*m == Mode::Out).then(|| {
                    resolve_aliases(&ev.aliases, t)
                        .iter()
                        .map(|u| out_term(&env, u))
                        .reduce(|(t1, r1), (t2, r2)| {
                            let ty = if t1 == t2 { t1 } else { None };
                            (ty, hull(&r1, &r2))
                        })
                        .unwrap_or((None, Range::unknown()))
                })
            })
            .collect();
        ev.out_free = pattern
            .iter()
            .zip(&c.head)
            .map(|(m, t)| {
                *m == Mode::Out
                    && resolve_aliases(&ev.aliases, t)
                        .iter()
                        .all(|u| matches!(u, Term::Var(v) if !env.contains_key(v)))
            })
            .collect();
        ev.out_ground = pattern
            .iter()
            .zip(&c.head)
            .map(|(m, t)| {
                *m != Mode::Out
                    || resolve_aliases(&ev.aliases, t)
                        .iter()
                        .all(|u| surely_ground(&env, u))
            })
            .collect();
        Some(ev)
    }

    /// Evaluates body literals in order, updating the clause evaluation. `after`:
    /// the literals that run after these ones (the rest of the clause after a
    /// branch), or `None` where `=` may not record aliases (conditions, negations).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn eval_lits(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        lits: &[Lit],
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        after: Option<&[&[Lit]]>,
    ) {
        for (idx, lit) in lits.iter().enumerate() {
            // What runs after this literal: the rest of `lits`, then `after`.
            let later = after.map(|a| {
                let mut l: Vec<&[Lit]> = vec![&lits[idx + 1..]];
                l.extend_from_slice(a);
                l
            });
            if let Lit::Builtin(name, args) = lit {
                if name != crate::unfold::STEP {
                    self.count_builtin(env, ev, st, name, args);
                }
            }
            match lit {
                Lit::Call(q, args) => count_call_heap(ev, st, &q.0, args),
                Lit::Opaque(Term::Compound(f, args), _) => count_call_heap(ev, st, &f.name(), args),
                _ => {}
            }
            match lit {
                Lit::IfThenElse(..) | Lit::Not(_) | Lit::Or(..) => {
                    st.in_guard = false;
                    self.eval_control(key, pattern, lit, env, ev, st, later.as_deref());
                }
                Lit::Cut => eval_cut(ev, st),
                Lit::Builtin(name, _) if name == crate::unfold::STEP => self.eval_step(ev, st),
                Lit::Builtin(name, args)
                    if name == "=" && later.as_ref().is_some_and(|l| alias(env, ev, args, l)) =>
                {
                    // Builds an output term: binds nothing else, cannot fail.
                    st.in_guard = false;
                }
                Lit::Builtin(name, args) => self.eval_builtin(env, ev, st, name, args),
                Lit::Opaque(t, callees) => self.eval_opaque(env, ev, st, t, callees),
                Lit::Call(q, args) => self.eval_call(key, pattern, env, ev, st, q, args),
            }
        }
    }

    /// A resolution step of a clause unfolded into this one.
    fn eval_step(&self, ev: &mut ClauseEval, st: &mut BodyState) {
        st.in_guard = false;
        if matches!(self.resource, Counter::Builtins | Counter::Arith) {
            return;
        }
        if self.resource != Counter::Steps {
            // The unfolded head's components are not tracked.
            ev.unbounded();
            return;
        }
        let one = Sym::int(1);
        ev.charge(st, Some(&one), Some(&one));
        ev.add_lb(st, &Sym::int(1));
    }

    /// A builtin literal: its cost (counted before), whether it may fail, and its
    /// solutions.
    fn eval_builtin(
        &mut self,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        name: &str,
        args: &[Term],
    ) {
        // append/3 and length/2 enumerate when their list is not proper (unless
        // length/2 makes a list of a given length), nth0/nth1 when their index
        // is not an integer, Ciao's int/1 and nnegint/1 when their argument is
        // not bound.
        let enumerates = match (name, args) {
            ("length", [l, n]) if made_length(env, ev, l, n).is_some() => false,
            ("append" | "length", _) => args.first().is_none_or(|l| term_size(env, l).is_none()),
            ("nth0" | "nth1", [i, ..]) => !surely_integer(env, i),
            _ => builtins::enumerates_unbound(name) && !args.iter().all(|a| surely_ground(env, a)),
        };
        let test = builtins::is_test(name) && !enumerates;
        let guard_test = test && st.in_guard;
        // A variable standing for a term built earlier (an alias) is not free:
        // fewer solutions may unify with it.
        let aliased = args
            .iter()
            .any(|a| ev.aliases.iter().any(|(v, _)| occurs(*v, a)));
        let listed = sols::enumerated(env, name, args).map(|mut r| {
            if aliased {
                r.lb = Sym::default();
            }
            r
        });
        let may_fail = if builtins::is_test(name) && enumerates {
            for a in args {
                bind_all_vars(env, a);
            }
            true
        } else {
            self.builtin(env, ev, name, args, st.in_guard)
        };
        if !(test && st.in_guard) {
            st.in_guard = st.in_guard && test;
            if may_fail {
                ev.may_fail(st, None);
            }
        } else if may_fail {
            // A guard test that fails fails the clause after its head unified.
            let at = ev.cost.ub.clone();
            ev.fail_point(at);
            if ev.guard_fail_lb.is_none() {
                ev.guard_fail_lb = Some(ev.cost.lb.clone());
            }
        }
        let det = builtins::is_det(name) && !enumerates;
        ev.times_sols(&sols::of_builtin(listed, det, may_fail, guard_test));
        if !det {
            ev.nondet(st);
        }
    }

    /// A control construct the analysis does not look into (`findall`, `forall`,
    /// `\+`, `once`, ...): it binds every variable in it, and is unbounded when it
    /// calls user predicates or for the resources it does not count.
    fn eval_opaque(
        &mut self,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        t: &Term,
        callees: &[PredKey],
    ) {
        st.in_guard = false;
        ev.cuts |= crate::program::has_cut(t);
        bind_all_vars(env, t);
        if matches!(
            self.resource,
            Counter::Builtins | Counter::Arith | Counter::ChoicePoints | Counter::Heap
        ) {
            ev.unbounded();
            ev.reasons.push(format!(
                "what a control construct runs is not counted for {}: {}",
                self.resource.name(),
                short(t)
            ));
        }
        if !callees.is_empty() {
            ev.unbounded();
            ev.reasons.push(format!(
                "a control construct calls user predicates: {}",
                short(t)
            ));
        }
        let name = t
            .functor()
            .map(|f| f.0.name().to_string())
            .unwrap_or_default();
        // findall/3 always succeeds; forall/2 fails when an action fails.
        let total = name == "findall";
        if !total {
            ev.may_fail(st, None);
        }
        if matches!(name.as_str(), "findall" | "forall" | "\\+" | "once") {
            ev.times_sols(&sols::at_most_one(!total));
        } else {
            ev.times_sols(&Range::unknown());
            ev.nondet(st);
        }
    }

    /// A call of a user predicate: the recursive call of the analysed pattern, a
    /// call of the same predicate under another pattern, or a callee's bounds
    /// instantiated at its arguments' sizes.
    #[allow(clippy::too_many_arguments)]
    fn eval_call(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        q: &PredKey,
        args: &[Term],
    ) {
        st.in_guard = false;
        let mut callee_pattern = call_pattern(env, args);
        if q == key {
            // An input the analysed pattern takes as a ground term is one for the
            // recursive call too (the wider pattern's bounds cover the narrower
            // call).
            // So is an integer for a signed one (measured by `max(0, N)`).
            for (m, p) in callee_pattern.iter_mut().zip(pattern) {
                let integer = *p == Mode::In(Ty::Signed) && *m == Mode::In(Ty::Int);
                if (*p == Mode::In(Ty::Ground) && matches!(m, Mode::In(_))) || integer {
                    *m = *p;
                }
            }
            if callee_pattern == *pattern {
                self.eval_recursive_call(key, pattern, env, ev, st, args);
            } else {
                self.eval_other_pattern(env, ev, st, q, args, callee_pattern);
            }
            return;
        }
        // An integer that may be negative (or whose value is not known) is no
        // natural size for the callee (its bounds assume naturals): pass it as a
        // ground term.
        let mut unsized_ints = Vec::new();
        for (i, (m, a)) in callee_pattern.iter_mut().zip(args).enumerate() {
            if *m == Mode::In(Ty::Int) && !surely_natural(env, ev, a) {
                *m = Mode::In(Ty::Ground);
                unsized_ints.push(i + 1);
            }
            // A list whose elements may be free variables is one for a callee
            // that never looks at them only (see `fresh_lists`).
            let loose = matches!(m, Mode::In(t) if t.is_list()) && !surely_ground(env, a);
            if loose && !fresh_lists::leaves_elements_alone(&self.prog, q, i) {
                *m = Mode::In(Ty::Ground);
            }
        }
        self.eval_callee(
            pattern,
            env,
            ev,
            st,
            q,
            args,
            &callee_pattern,
            &unsized_ints,
        );
    }

    /// The recursive call of the analysed pattern: recorded for the recurrence.
    fn eval_recursive_call(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        args: &[Term],
    ) {
        // It runs once per solution of the literals before it: a constant
        // number of times, or the recurrence is not first-order.
        let runs = self.runs_of_recursive_call(ev, st);
        if runs.is_none() {
            ev.cost.ub = None;
            ev.reasons.push(
                "a recursive call follows literals whose number of solutions is not a constant"
                    .into(),
            );
        }
        ev.cost_after_rec |= st.after_rec;
        // A failing call fails the clause here (what it costs is added where the
        // recursion is solved).
        let before = ev.cost.ub.clone();
        ev.fail_point(before);
        let mut rec = self.rec_call(env, ev, pattern, args);
        rec.runs = runs;
        ev.recs.push(rec);
        if self.choicepoints_per_call {
            // The recursive call's own choice point (none surely: see
            // `own_choicepoints`).
            let own = self.own_choicepoints(key, pattern);
            ev.charge(st, own.ub.as_ref(), own.ub.as_ref());
        }
        if !st.lb_open {
            ev.lb_includes_rec = false;
        }
        if !st.committed_open {
            ev.committed_includes_rec = false;
        }
        // The predicate may have several solutions.
        st.reentrant = true;
        st.after_rec = true;
    }

    /// How many times a recursive call runs per run of its clause: once per
    /// solution of the literals since the last cut, when that is a constant.
    fn runs_of_recursive_call(&self, ev: &ClauseEval, st: &BodyState) -> Option<i64> {
        ev.runs(st).as_ref().and_then(sols::constant_count)
    }

    /// A call of the analysed predicate under another pattern: analysed again
    /// under the join of the patterns (see `analyse`); this evaluation is
    /// discarded.
    fn eval_other_pattern(
        &mut self,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        q: &PredKey,
        args: &[Term],
        callee_pattern: Pattern,
    ) {
        // Every upper bound of the clause (whole, first solution, failing
        // paths) lacks the call's cost.
        ev.unbounded();
        ev.sols.ub = None;
        ev.reasons.push(format!(
            "{}/{} calls itself with another call pattern",
            q.0, q.1
        ));
        // Bound as the analysis under the join will bind them (the outputs), so
        // that later calls get the same patterns.
        for (m, a) in callee_pattern.iter().zip(args) {
            if *m == Mode::Out {
                bind_all_vars(env, a);
            }
        }
        self.other_patterns.push(callee_pattern);
        st.lb_open = false;
        st.committed_open = false;
    }

    /// A call of another predicate: its bounds at the arguments' sizes, its
    /// alternative upper bounds, its outputs' sizes and values, whether it may
    /// fail and whether it is deterministic. `unsized_ints`: the (1-based)
    /// integer arguments passed as ground terms.
    #[allow(clippy::too_many_arguments)]
    fn eval_callee(
        &mut self,
        pattern: &Pattern,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        q: &PredKey,
        args: &[Term],
        callee_pattern: &Pattern,
        unsized_ints: &[usize],
    ) {
        let info = self.info_known(q, callee_pattern, &known_args(env, args));
        let cost = actual_cost(env, args, &info.cost, callee_pattern);
        if cost.ub.is_none() && !unsized_ints.is_empty() {
            let at: Vec<String> = unsized_ints.iter().map(usize::to_string).collect();
            ev.reasons.push(format!(
                "{}/{} is called with an integer of no known size at argument {} (a value computed without a bound on it, or one that may be negative)",
                q.0,
                q.1,
                at.join(", ")
            ));
        }
        if cost.ub.is_none() && info.cost.ub.is_some() && unsized_ints.is_empty() {
            ev.reasons.push(format!(
                "{}/{} is called on an argument whose size is not known (an element of a list or term, or an output of unknown size)",
                q.0, q.1
            ));
        }
        // The callee's alternative upper bounds, each one a valid swap.
        if let (true, Some(primary)) = (st.det_so_far, &cost.ub) {
            // (Those for a positive integer where it surely is.)
            let positive = info
                .positive_ubs
                .iter()
                .filter(|(_, i)| args.get(*i).is_some_and(|a| surely_at_least(env, ev, a, 1)));
            let alts: Vec<Sym> = info
                .alt_ubs
                .iter()
                .chain(positive.map(|(u, _)| u))
                .cloned()
                .collect();
            for alt in alts {
                let alt = actual_cost(env, args, &Range::exact(alt), callee_pattern);
                if let Some(a) = alt.ub {
                    ev.alt_swaps.push((primary.clone(), a));
                }
            }
        }
        let first = match &info.first_ub {
            Some(f) => actual_cost(env, args, &Range::exact(f.clone()), callee_pattern).ub,
            None => cost.ub.clone(),
        };
        // Where the call fails: what came before, and the callee's failure.
        let fails = info
            .fail_ub
            .as_ref()
            .and_then(|f| actual_cost(env, args, &Range::exact(f.clone()), callee_pattern).ub);
        let fail_at = st
            .det_so_far
            .then(|| ev.cost.ub.clone())
            .flatten()
            .zip(failure::tighter(cost.ub.as_ref(), fails))
            .map(|(before, f)| before.add(&f));
        if st.det_so_far {
            let charged = cost.ub.as_ref();
            let on_part = parts::part_cost(
                ev,
                env,
                args,
                callee_pattern,
                info.cost.ub.as_ref(),
                charged,
            );
            ev.part_costs.extend(on_part);
        }
        ev.charge(st, cost.ub.as_ref(), first.as_ref());
        if ev.cost.ub.is_none() && !st.det_so_far && ev.reasons.is_empty() {
            ev.reasons.push(format!(
                "{}/{} runs once per solution of a nondeterministic literal, whose number is not known",
                q.0, q.1
            ));
        }
        // Before the cut, the committed path has the call succeed.
        let committed = if ev.cuts {
            cost.lb.clone()
        } else {
            self.success_lb(q, &cost.lb)
        };
        ev.add_lbs(st, &cost.lb, &committed);
        ev.reasons.extend(info.reasons.iter().cloned());
        bind_outputs(env, ev, args, callee_pattern, &info);
        for (i, a) in args.iter().enumerate() {
            crate::numeric::bind(&mut ev.numbers, a, self.numeric.exit_fact(q, i));
        }
        let from = info
            .not_fails_from
            .and_then(|(i, k)| Some((args.get(i)?, k)));
        let surely = info.not_fails || from.is_some_and(|(a, k)| surely_at_least(env, ev, a, k));
        if !surely {
            let unless = from.and_then(|(a, k)| at_least_guard(env, pattern, a, k));
            ev.may_fail_at(st, unless, fail_at);
        }
        let mut callee_sols = actual_cost(env, args, &info.sols, callee_pattern);
        if shares_outputs(args, callee_pattern) {
            // The callee's outputs are not independent free variables: its
            // solutions may not all unify.
            callee_sols.lb = Sym::default();
        }
        ev.times_sols(&callee_sols);
        if !info.det {
            ev.nondet(st);
        }
    }

    /// A lower bound on the steps of a call of `q` that succeeds: `lb`, and at
    /// least one for a predicate the program defines (the head of the clause
    /// it succeeds through).
    fn success_lb(&self, q: &PredKey, lb: &Sym) -> Sym {
        // Library clauses made for the program cost no steps.
        let defined = self
            .prog
            .preds
            .get(q)
            .is_some_and(|cs| cs.iter().any(|c| !c.library));
        match lb.as_constant() {
            Some(c) if self.resource == Counter::Steps && defined && c < rat(1) => Sym::int(1),
            _ => lb.clone(),
        }
    }

    /// The choice point a call of `key` under `pattern` pushes itself, charged
    /// per call where calls may fail (see `counters::call_choicepoints`); an
    /// unknown upper bound when not known. The lower bound is 0: a failing call
    /// whose first argument matches no clause's (`p([])` with only `p([X|_])`
    /// clauses) pushes none.
    pub(super) fn own_choicepoints(&self, key: &PredKey, pattern: &Pattern) -> Range {
        let ub = self
            .prog
            .preds
            .get(key)
            .and_then(|cs| counters::call_choicepoints(cs, pattern))
            .map(Sym::int);
        Range {
            ub,
            lb: Sym::default(),
        }
    }

    /// Charges one call of builtin `name` when the analysed resource is one of the
    /// engine's counters of builtins (calls, arithmetic operations, choice points):
    /// to the upper bound (once per solution of the literals before: unknown after
    /// a nondeterministic one), to the lower bound when surely reached, and to what
    /// the clause costs when its guard fails.
    fn count_builtin(
        &self,
        env: &Env,
        ev: &mut ClauseEval,
        st: &BodyState,
        name: &str,
        args: &[Term],
    ) {
        let numbers = &ev.numbers;
        let number = |v: VarId| {
            env.get(&v)
                .is_some_and(|b| matches!(b.ty, Some(Ty::Int | Ty::Signed)))
                || numbers.get(&v) == Some(&crate::numeric::Num::Number)
        };
        let k = match self.resource {
            Counter::Builtins => builtins::builtin_calls(name),
            Counter::Arith => counters::builtin_arith(name, args, &number),
            Counter::ChoicePoints => counters::builtin_choicepoints(name),
            Counter::Heap => match ev.heap_seen.as_mut() {
                // The arguments first: their variables are not fresh afterwards,
                // whether or not the builtin's own cells are known.
                Some(seen) => {
                    let built = heap::literal_cells(name, args, seen);
                    heap::builtin_cells(name).map(|own| own + built)
                }
                None => Some(0),
            },
            _ => return,
        };
        let Some(k) = k else {
            ev.unbounded();
            ev.reasons.push(format!(
                "{name}: what it adds to {} is not known",
                self.resource.name()
            ));
            return;
        };
        let charged = Sym::int(k);
        ev.charge(st, Some(&charged), Some(&charged));
        ev.add_lb(st, &charged);
        if st.in_guard {
            ev.fail_weight += k;
        }
    }

    /// Evaluates an if-then-else, a negation or a disjunction: each branch on its
    /// own copy of the bindings; upper bounds add the condition and the costlier
    /// branch (both branches of a disjunction), lower bounds the condition and the
    /// cheaper branch (only the first branch of a disjunction surely runs).
    /// Aliases (`after`: see `eval_lits`) made in every branch are kept with their
    /// alternatives; one made in some branch only binds its variables.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn eval_control(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        lit: &Lit,
        env: &mut Env,
        ev: &mut ClauseEval,
        st: &mut BodyState,
        after: Option<&[&[Lit]]>,
    ) {
        let cx = BranchContext {
            key,
            pattern,
            numbers: ev.numbers.clone(),
            after,
        };
        let outcome = match lit {
            Lit::IfThenElse(c, t, e, _) => self.if_then_else_outcome(&cx, c, t, e, env, ev),
            Lit::Not(g) => self.negation_outcome(&cx, g, env),
            Lit::Or(a, b) => self.disjunction_outcome(&cx, a, b, env, ev),
            _ => return,
        };
        // The construct's own choice point (an if-then-else without else has none).
        let pushes = matches!(lit, Lit::IfThenElse(.., true) | Lit::Or(..) | Lit::Not(_));
        let outcome = if pushes && self.resource == Counter::ChoicePoints {
            outcome.with_choice_point()
        } else {
            outcome
        };
        // The committed path is tracked through plain literals only: a
        // construct before the cut drops it, one after the cut ends its count
        // (its recursive calls are not counted on it).
        if !ev.cuts {
            ev.drop_committed(st);
        }
        let recs_before = ev.recs.len();
        outcome.absorb(key, env, ev, st);
        st.committed_open = false;
        if ev.recs.len() > recs_before {
            ev.committed_includes_rec = false;
        }
    }

    /// Evaluates one branch of a control construct on `env` from a fresh body
    /// state (`after`: the aliases to keep, as in `eval_lits`).
    fn eval_branch(
        &mut self,
        cx: &BranchContext,
        lits: &[Lit],
        env: &mut Env,
        after: Option<&[&[Lit]]>,
    ) -> ClauseEval {
        let mut sub = ClauseEval::empty(0);
        sub.numbers = cx.numbers.clone();
        if !failure::tracked(self.resource) {
            sub.fail_cost = None;
        }
        let mut fresh = BodyState {
            in_guard: false,
            lb_open: true,
            committed_open: false,
            det_so_far: true,
            reentrant: false,
            after_rec: false,
        };
        self.eval_lits(cx.key, cx.pattern, lits, env, &mut sub, &mut fresh, after);
        sub
    }

    /// `(C -> T ; E)`: the condition plus the costlier (upper bound) or cheaper
    /// (lower bound) branch.
    fn if_then_else_outcome(
        &mut self,
        cx: &BranchContext,
        c: &[Lit],
        t: &[Lit],
        e: &[Lit],
        env: &mut Env,
        ev: &mut ClauseEval,
    ) -> ControlOutcome {
        let mut env_t = env.clone();
        let cond = self.eval_branch(cx, c, &mut env_t, None);
        let then = self.eval_branch(cx, t, &mut env_t, cx.after);
        let mut env_e = env.clone();
        let els = self.eval_branch(cx, e, &mut env_e, cx.after);
        merge_aliases(env, ev, &[&then, &els]);
        let branches = hull(&then.cost, &els.cost);
        let total = cond.cost.add(&branches);
        // The condition runs to its first solution, then the then-branch, or
        // fails, then the else-branch: never both.
        let paths = failure::if_then_else(&cond, &then, &els);
        ControlOutcome {
            cost: Range {
                ub: failure::tighter(total.ub.as_ref(), paths.ub),
                lb: Sym::default(),
            },
            fail: paths.fail,
            lb: total.lb,
            succeeds: then.succeeds() && els.succeeds(),
            det: then.body_det && els.body_det,
            // The condition's first solution, then either branch.
            sols: hull(&then.sols, &els.sols),
            binds: join_envs(env, &env_t, &env_e),
            parts: vec![cond, then, els],
        }
    }

    /// `\+ G`: the goal's cost; never binds, may fail.
    fn negation_outcome(&mut self, cx: &BranchContext, g: &[Lit], env: &Env) -> ControlOutcome {
        let goal = self.eval_branch(cx, g, &mut env.clone(), None);
        // The goal runs to its first solution (then `\+` fails) or fails.
        let first = if failure::tracked(self.resource) {
            failure::tighter(goal.cost.ub.as_ref(), goal.first_cost.clone())
        } else {
            goal.cost.ub.clone()
        };
        ControlOutcome {
            cost: Range {
                ub: first.clone(),
                lb: goal.cost.lb.clone(),
            },
            fail: first,
            lb: goal.cost.lb.clone(),
            succeeds: false,
            det: true,
            sols: sols::at_most_one(true),
            binds: Vec::new(),
            parts: vec![goal],
        }
    }

    /// `(A ; B)`: both branches (upper bound), the first (lower bound).
    fn disjunction_outcome(
        &mut self,
        cx: &BranchContext,
        a: &[Lit],
        b: &[Lit],
        env: &mut Env,
        ev: &mut ClauseEval,
    ) -> ControlOutcome {
        let mut env_a = env.clone();
        let first = self.eval_branch(cx, a, &mut env_a, cx.after);
        let mut env_b = env.clone();
        let second = self.eval_branch(cx, b, &mut env_b, cx.after);
        merge_aliases(env, ev, &[&first, &second]);
        ControlOutcome {
            cost: Range {
                ub: first.cost.add(&second.cost).ub,
                lb: Sym::default(),
            },
            lb: first.cost.lb.clone(),
            succeeds: first.succeeds() || second.succeeds(),
            fail: None,
            det: false,
            sols: first.sols.add(&second.sols),
            binds: join_envs(env, &env_a, &env_b),
            parts: vec![first, second],
        }
    }

    pub(super) fn rec_call(
        &mut self,
        env: &mut Env,
        ev: &mut ClauseEval,
        pattern: &Pattern,
        args: &[Term],
    ) -> RecCall {
        let n = ev.recs.len() as Var;
        let sizes = pattern
            .iter()
            .zip(args)
            .map(|(m, a)| match m {
                // A sized input whose size is not known (a value computed as
                // `S1 is S0 + N*N`) is a parameter that changes in unknown ways,
                // never one that stays fixed: its size is unknown, not absent.
                Mode::In(Ty::Signed) => Some(signed_size(env, ev, a, &self.assumed_positive)),
                Mode::In(t) if t.sized() => Some(term_size(env, a).unwrap_or_else(Range::unknown)),
                _ => None,
            })
            .collect();
        let in_vars = args
            .iter()
            .map(|a| match a {
                Term::Var(x) => Some(*x),
                _ => None,
            })
            .collect();
        let mut outs = Vec::new();
        for (j, (m, a)) in pattern.iter().zip(args).enumerate() {
            if *m != Mode::Out {
                outs.push(None);
                continue;
            }
            let v = REC_OUT_BASE + n * 64 + j as Var;
            outs.push(Some(v));
            match a {
                Term::Var(x) if !env.contains_key(x) && self.rec_ground.get(j) == Some(&true) => {
                    let ty = self.rec_types.get(j).copied().flatten();
                    env.insert(
                        *x,
                        Bound {
                            ty,
                            size: Some(Range::exact(Sym::var(v))),
                            sure: true,
                        },
                    );
                }
                // An output that stays unbound (a difference list's tail) is left
                // free.
                Term::Var(x) if !env.contains_key(x) && self.rec_free.get(j) == Some(&true) => {}
                _ => bind_all_vars(env, a),
            }
        }
        let unknown_int = pattern
            .iter()
            .zip(args)
            .map(|(m, a)| {
                *m == Mode::In(Ty::Int) && term_size(env, a).is_none_or(|s| s.ub.is_none())
            })
            .collect();
        RecCall {
            sizes,
            outs,
            in_vars,
            unknown_int,
            runs: Some(1),
        }
    }

    /// Runs a builtin symbolically; returns whether it may fail.
    pub(super) fn builtin(
        &mut self,
        env: &mut Env,
        ev: &mut ClauseEval,
        name: &str,
        args: &[Term],
        in_guard: bool,
    ) -> bool {
        match (name, args) {
            ("is", [lhs, rhs]) => self.builtin_is(env, lhs, rhs),
            ("=", [a, b]) => builtin_unify(env, a, b),
            ("length", [l, n]) => builtin_length(env, ev, l, n),
            ("append", [a, b, c]) => builtin_append(env, a, b, c),
            (op, [a, b]) if matches!(op, "<" | ">" | "=<" | ">=" | "=:=" | "=\\=") => {
                builtin_compare(env, ev, op, a, b, in_guard)
            }
            (op, _) if builtins::is_test(op) => builtin_type_test(env, ev, op, args, in_guard),
            _ => builtin_other(env, name, args),
        }
    }

    /// `X is Expr` with `X` unbound so far: an integer, sized by the value of
    /// `Expr` where that is known; it may fail otherwise (a comparison).
    fn builtin_is(&mut self, env: &mut Env, lhs: &Term, rhs: &Term) -> bool {
        let Term::Var(x) = lhs else { return true };
        if env.contains_key(x) {
            return true;
        }
        let size = signed::arith_by_value(env, rhs, &self.signed_off, &mut self.assumed_positive);
        env.insert(
            *x,
            Bound {
                ty: Some(Ty::Int),
                size,
                sure: true,
            },
        );
        false
    }
}

/// `A = B`: a fresh variable on either side takes the other side's bound and
/// the unification surely succeeds; otherwise every variable may be bound and
/// it may fail.
fn builtin_unify(env: &mut Env, a: &Term, b: &Term) -> bool {
    for (x, other) in [(a, b), (b, a)] {
        if let Term::Var(v) = x {
            if !env.contains_key(v) && !occurs(*v, other) {
                if let Some(bd) = term_bound(env, other) {
                    env.insert(*v, bd);
                    return false;
                }
            }
        }
    }
    bind_all_vars(env, a);
    bind_all_vars(env, b);
    true
}

/// `length(L, N)`: a list of `N` fresh variables when `L` is fresh and `N` a
/// natural, `N` the size of a known list when `N` is fresh; otherwise both may
/// be bound (the list made or enumerated, and the length) and it may fail.
fn builtin_length(env: &mut Env, ev: &ClauseEval, l: &Term, n: &Term) -> bool {
    if let (Term::Var(v), Some(size)) = (l, made_length(env, ev, l, n)) {
        // A list of fresh variables: a proper list, not a ground one.
        env.insert(
            *v,
            Bound {
                ty: Some(Ty::List),
                size: Some(size),
                sure: false,
            },
        );
        return false;
    }
    if let (Term::Var(v), Some(s)) = (n, term_size(env, l)) {
        if !env.contains_key(v) {
            env.insert(
                *v,
                Bound {
                    ty: Some(Ty::Int),
                    size: Some(s),
                    sure: true,
                },
            );
            return false;
        }
    }
    bind_all_vars(env, l);
    bind_all_vars(env, n);
    true
}

/// `append(A, B, C)`: a fresh `C` is a list as long as both when their sizes
/// are known; otherwise splitting a list binds all three and may fail.
fn builtin_append(env: &mut Env, a: &Term, b: &Term, c: &Term) -> bool {
    let size = term_size(env, a)
        .zip(term_size(env, b))
        .map(|(x, y)| x.add(&y));
    if let (Term::Var(v), Some(s)) = (c, size) {
        if !env.contains_key(v) {
            let sure = surely_ground(env, a) && surely_ground(env, b);
            env.insert(
                *v,
                Bound {
                    ty: Some(Ty::List),
                    size: Some(s),
                    sure,
                },
            );
            return false;
        }
    }
    for t in [a, b, c] {
        bind_all_vars(env, t);
    }
    true
}

/// An arithmetic comparison: in a guard, a size guard of the clause when it
/// compares sizes, else a test it must pass; it refines what is known of
/// signed integers, and may fail.
fn builtin_compare(
    env: &mut Env,
    ev: &mut ClauseEval,
    op: &str,
    a: &Term,
    b: &Term,
    in_guard: bool,
) -> bool {
    if in_guard {
        if let Some(g) = signed::size_guard(env, op, a, b) {
            ev.guards.push(g);
            ev.body_guards.push(g);
        } else {
            ev.tests.push(Test {
                op: op.to_string(),
                args: vec![a.clone(), b.clone()],
            });
        }
    }
    signed::refine(env, op, a, b);
    true
}

/// A type test: it may fail unless it surely passes, and then it is no
/// condition of the clause.
fn builtin_type_test(
    env: &Env,
    ev: &mut ClauseEval,
    op: &str,
    args: &[Term],
    in_guard: bool,
) -> bool {
    let passes = test_passes(env, op, args);
    if in_guard && !passes {
        ev.tests.push(Test {
            op: op.to_string(),
            args: args.to_vec(),
        });
    }
    !passes
}

/// Any other builtin: its arguments may be bound, except a fresh last
/// argument that is a list derived from an input (its elements, say), which
/// gets that list's bound; it may fail unless the builtin never fails with its
/// outputs fresh.
fn builtin_other(env: &mut Env, name: &str, args: &[Term]) -> bool {
    // An output is fresh when it is a variable unbound so far that occurs
    // nowhere else in the call.
    let fresh = |i: usize| match &args[i] {
        Term::Var(v) => {
            !env.contains_key(v)
                && args
                    .iter()
                    .enumerate()
                    .all(|(j, a)| j == i || !occurs(*v, a))
        }
        _ => false,
    };
    let total = builtins::never_fails(name, args.len(), fresh);
    let derived = derived_list(env, name, args).filter(|_| fresh(args.len() - 1));
    for a in &args[..args.len() - usize::from(derived.is_some())] {
        bind_all_vars(env, a);
    }
    if let (Some((input, size)), Some(Term::Var(v))) = (derived, args.last()) {
        // Elements of the input.
        env.insert(
            *v,
            Bound {
                ty: Some(Ty::List),
                size: Some(size),
                sure: surely_ground(env, input),
            },
        );
    }
    !total
}

/// The length of the list `length(L, N)` makes when `L` is a fresh variable
/// and `N` an integer that is surely not negative (`N`'s size; the call is
/// deterministic and succeeds), else `None`.
fn made_length(env: &Env, ev: &ClauseEval, l: &Term, n: &Term) -> Option<Range> {
    let Term::Var(v) = l else { return None };
    (!env.contains_key(v) && !occurs(*v, n)).then_some(())?;
    let natural = term_bound(env, n)?.ty == Some(Ty::Int) && surely_natural(env, ev, n);
    natural.then(|| term_size(env, n)).flatten()
}

/// Whether `t` is surely an integer: a constant, or a variable typed so.
fn surely_integer(env: &Env, t: &Term) -> bool {
    matches!(t, Term::Int(_) | Term::BigInt(_) | Term::Var(_)) && numbers_only(env, t)
}

/// The list a library predicate makes, as its last argument, of elements of a
/// list of known length (its input), with that list and the length made:
/// `msort/2`, `keysort/2` and `sort/4` on `@=<` or `@>=` keep every element,
/// the same length; `sort/2`, the other `sort/4`, `list_to_set/2`,
/// `subtract/3` and `delete/3` leave some out, at most the length.
fn derived_list<'a>(env: &Env, name: &str, args: &'a [Term]) -> Option<(&'a Term, Range)> {
    let (input, keeps) = match (name, args) {
        ("msort" | "keysort", [l, _]) => (l, true),
        ("sort" | "list_to_set", [l, _]) | ("subtract" | "delete", [l, _, _]) => (l, false),
        ("sort", [_, Term::Atom(order), l, _]) => (l, matches!(&*order.name(), "@=<" | "@>=")),
        _ => return None,
    };
    let n = term_size(env, input)?;
    let size = if keeps {
        n
    } else {
        Range {
            ub: n.ub,
            lb: Sym::default(),
        }
    };
    Some((input, size))
}

/// Whether the type test `op` surely succeeds on `args`: `is_list` on a list,
/// `gnd`/`ground` on a term whose variables hold numbers, `nonvar` on a
/// compound or constant, a list or a number, the tests of numbers and atoms on
/// constants of their type. (An input typed `list` may have free elements: a
/// calls property `list(L)` allows them.)
fn test_passes(env: &Env, op: &str, args: &[Term]) -> bool {
    let [a] = args else { return false };
    let list = term_bound(env, a).is_some_and(|b| b.ty.is_some_and(Ty::is_list));
    match op {
        "is_list" => list,
        "gnd" | "ground" => numbers_only(env, a),
        "nonvar" => !matches!(a, Term::Var(_)) || list || numbers_only(env, a),
        "integer" | "int" => matches!(a, Term::Int(_) | Term::BigInt(_)),
        "number" | "num" => matches!(a, Term::Int(_) | Term::BigInt(_) | Term::Float(_)),
        "atom" | "atm" => matches!(a, Term::Atom(x) if x.is_plain_atom()),
        "atomic" => !matches!(a, Term::Var(_) | Term::Compound(..)),
        _ => false,
    }
}

/// Whether every variable of `t` holds a number (typed so by arithmetic, by a
/// head's integer input or by a callee's integer output).
fn numbers_only(env: &Env, t: &Term) -> bool {
    match t {
        Term::Var(v) => env
            .get(v)
            .is_some_and(|b| matches!(b.ty, Some(Ty::Int | Ty::Signed))),
        Term::Compound(_, a) => a.iter().all(|x| numbers_only(env, x)),
        _ => true,
    }
}

/// Matches the head argument `arg` against input `i` of type `ty`: size guards,
/// tests, and the bindings of its variables. `false`: it cannot match.
pub(super) fn match_input(
    env: &mut Env,
    ev: &mut ClauseEval,
    prog: &Program,
    (i, ty): (usize, Ty),
    arg: &Term,
) -> bool {
    let x = Sym::var(i as Var);
    match ty {
        Ty::List | Ty::ListOf(_) => {
            let elem = match ty {
                Ty::ListOf(e) => Some(e),
                _ => None,
            };
            let mut k = 0i64;
            let mut t = arg;
            loop {
                match t {
                    Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
                        elements::match_element(env, &mut ev.opaque_guard, prog, elem, &a[0]);
                        k += 1;
                        t = &a[1];
                    }
                    Term::Atom(a) if *a == Atom::NIL => {
                        ev.guards.push((i, Cmp::Eq(k)));
                        return true;
                    }
                    Term::Var(v) => {
                        ev.guards.push((i, Cmp::Ge(k)));
                        let size = Range::exact(x.sub(&Sym::int(k)));
                        bind_head_var(env, ev, *v, ty, size);
                        return true;
                    }
                    _ => return false,
                }
            }
        }
        Ty::Int => match arg {
            Term::Int(k) => {
                ev.guards.push((i, Cmp::Eq(*k)));
                true
            }
            Term::Var(v) => {
                bind_head_var(env, ev, *v, Ty::Int, Range::exact(x));
                true
            }
            _ => false,
        },
        // Size `max(0, N)`: a constant `k >= 1` is `x = k`; one up to 0 needs
        // `x = 0` and matches some of those values only.
        Ty::Signed => match arg {
            Term::Int(k) => {
                ev.guards.push((i, Cmp::Eq((*k).max(0))));
                ev.opaque_guard |= *k <= 0;
                true
            }
            Term::Var(v) => {
                bind_head_var(env, ev, *v, Ty::Signed, Range::exact(x));
                true
            }
            _ => false,
        },
        Ty::Term => match_term(env, ev, i, arg),
        Ty::Depth => match_deep(env, ev, i, arg),
        Ty::Ground => {
            match_unknown(env, &mut ev.opaque_guard, arg);
            true
        }
    }
}

/// A head variable at a sized input: bound with its type and size, or, when it
/// occurs twice, an opaque test (a unification the guards do not capture).
fn bind_head_var(env: &mut Env, ev: &mut ClauseEval, v: VarId, ty: Ty, size: Range) {
    match env.entry(v) {
        std::collections::hash_map::Entry::Occupied(_) => ev.opaque_guard = true,
        std::collections::hash_map::Entry::Vacant(slot) => {
            slot.insert(Bound {
                ty: Some(ty),
                size: Some(size),
                sure: true,
            });
        }
    }
}

/// Head matching of an argument sized by its number of subterms `x`: a variable
/// takes the size; a constant needs `x = 1`; `f(A1, ..., Ak)` needs `x >= k + 1`
/// and is a test on the functor (clauses with other functors are exclusive), its
/// variable arguments sized within `[1, x - k]`, and any two of them summing to at
/// most `x - k + 1` (the split of divide-and-conquer recursions on trees).
fn match_term(env: &mut Env, ev: &mut ClauseEval, i: usize, arg: &Term) -> bool {
    let x = Sym::var(i as Var);
    match arg {
        Term::Var(v) => bind_head_var(env, ev, *v, Ty::Term, Range::exact(x)),
        Term::Compound(f, a) => {
            let k = a.len() as i64;
            ev.guards.push((i, Cmp::Ge(k + 1)));
            ev.tests.push(functor_test(i, *f, a.len()));
            let part = Range {
                ub: Some(x.sub(&Sym::int(k))),
                lb: Sym::int(1),
            };
            let vars = bind_arguments(env, ev, a, Ty::Term, &part);
            ev.parts.extend(vars.iter().map(|v| parts::Part {
                var: *v,
                input: i,
                arity: k,
            }));
            for (p, a) in vars.iter().enumerate() {
                for b in &vars[p + 1..] {
                    let sum = Range {
                        ub: Some(x.sub(&Sym::int(k - 1))),
                        lb: Sym::int(2),
                    };
                    ev.sums.push((*a, *b, sum));
                }
            }
        }
        _ => {
            ev.guards.push((i, Cmp::Eq(1)));
            constant_test(ev, i, arg);
        }
    }
    true
}

/// Head matching of an argument sized by its depth `x`: a variable takes the size;
/// a constant needs `x = 0`; `f(A1, ..., Ak)` needs `x >= 1` and is a test on the
/// functor, its variable arguments sized within `[0, x - 1]`.
fn match_deep(env: &mut Env, ev: &mut ClauseEval, i: usize, arg: &Term) -> bool {
    let x = Sym::var(i as Var);
    match arg {
        Term::Var(v) => bind_head_var(env, ev, *v, Ty::Depth, Range::exact(x)),
        Term::Compound(f, a) => {
            ev.guards.push((i, Cmp::Ge(1)));
            ev.tests.push(functor_test(i, *f, a.len()));
            let part = Range {
                ub: Some(x.sub(&Sym::int(1))),
                lb: Sym::default(),
            };
            bind_arguments(env, ev, a, Ty::Depth, &part);
        }
        _ => {
            ev.guards.push((i, Cmp::Eq(0)));
            constant_test(ev, i, arg);
        }
    }
    true
}

/// The test a constant head argument at a tree-typed argument `i` makes beyond
/// its size: an atom is a functor test (clauses with other atoms are exclusive);
/// another constant an opaque one. Without it, `f(red) :- !.` would seem to pass
/// for every term of size 1 and hide the clauses after it.
fn constant_test(ev: &mut ClauseEval, i: usize, arg: &Term) {
    match arg {
        Term::Atom(a) => ev.tests.push(functor_test(i, *a, 0)),
        _ => ev.opaque_guard = true,
    }
}

/// The test a head `f(A1, ..., Ak)` at a tree-typed argument `i` makes.
fn functor_test(i: usize, f: costlog_engine::Atom, k: usize) -> Test {
    Test {
        op: FUNCTOR_TEST.into(),
        args: vec![Term::Int(i as i64), Term::Atom(f), Term::Int(k as i64)],
    }
}

/// Binds the arguments of a head compound at a tree-typed argument: distinct
/// variables get type `ty` and size `part`; anything else is a test the guards do
/// not capture. Returns the variables bound.
fn bind_arguments(
    env: &mut Env,
    ev: &mut ClauseEval,
    a: &[Term],
    ty: Ty,
    part: &Range,
) -> Vec<VarId> {
    let mut vars = Vec::new();
    for t in a {
        match t {
            Term::Var(v) if !env.contains_key(v) && !vars.contains(v) => {
                env.insert(
                    *v,
                    Bound {
                        ty: Some(ty),
                        size: Some(part.clone()),
                        sure: true,
                    },
                );
                vars.push(*v);
            }
            _ => match_unknown(env, &mut ev.opaque_guard, t),
        }
    }
    vars
}

/// The size `max(0, N)` of an integer argument `a` passed where a signed one is
/// expected: a signed one's own size, an integer's value where it is surely
/// natural (also as `x_i - 1` where the clause took the signed argument `i` by
/// value, hence positive: `assumed`), else [`signed::size_of_value`] of its value.
fn signed_size(env: &Env, ev: &ClauseEval, a: &Term, assumed: &[usize]) -> Range {
    let positive = |s: &Range| {
        s.lb.as_var_plus_constant()
            .is_some_and(|(x, c)| assumed.contains(&(x as usize)) && c >= rat(-1))
    };
    match term_bound(env, a) {
        Some(b) if b.ty == Some(Ty::Signed) => b.size.unwrap_or_else(Range::unknown),
        Some(b) if b.ty == Some(Ty::Int) => match b.size {
            Some(s) if surely_natural(env, ev, a) || positive(&s) => s,
            Some(s) => signed::size_of_value(&s),
            None => Range::unknown(),
        },
        _ => Range::unknown(),
    }
}

/// Whether an integer argument's size is surely a natural number.
fn surely_natural(env: &Env, ev: &ClauseEval, a: &Term) -> bool {
    surely_at_least(env, ev, a, 0)
}

/// Whether an integer argument's size is surely at least `least`: its lower bound
/// has non-negative coefficients and a constant of at least `least`, or is `x + c`
/// with a guard `x >= k` (or `x = k`), `k + c >= least`. A size without an upper
/// bound says nothing: the lower bound of [`Range::unknown`] (an output whose
/// value is not known, such as `F is F0 * K`) is no bound on the value.
fn surely_at_least(env: &Env, ev: &ClauseEval, a: &Term, least: i64) -> bool {
    let Some(size) = term_size(env, a).filter(|s| s.ub.is_some()) else {
        return false;
    };
    let constant = size
        .lb
        .terms()
        .find(|(k, _)| **k == crate::sym::Key::unit())
        .map_or_else(|| rat(0), |(_, c)| c.clone());
    if size.lb.nonneg_coefficients() && constant >= rat(least) {
        return true;
    }
    let Some((x, c)) = size.lb.as_var_plus_constant() else {
        return false;
    };
    let Some(c) = c.to_integer().to_i64() else {
        return false;
    };
    ev.guards
        .iter()
        .any(|(i, g)| *i == x as usize && matches!(g, Cmp::Ge(k) | Cmp::Eq(k) if k + c >= least))
}

/// The guard on an input size of the clause under which argument `a` has size at
/// least `least`: with `a`'s size at least `x_j + c` (`x_j` the size of input
/// `j`), `x_j >= least - c`.
fn at_least_guard(env: &Env, pattern: &Pattern, a: &Term, least: i64) -> Option<(usize, Cmp)> {
    let (x, c) = term_size(env, a)?.lb.as_var_plus_constant()?;
    let input = matches!(pattern.get(x as usize), Some(Mode::In(t)) if t.sized());
    let c = c.is_integer().then(|| c.to_integer().to_i64()).flatten()?;
    input.then_some((x as usize, Cmp::Ge(least - c)))
}

/// `X = T` with `X` free, `T` not ground and `X` not mentioned by `later` literals:
/// records `X` as standing for `T` (an output built from variables the rest of the
/// body binds, `Sm = [E|Sm1]`), leaving `T`'s variables free. Returns whether it
/// did.
fn alias(env: &Env, ev: &mut ClauseEval, args: &[Term], later: &[&[Lit]]) -> bool {
    let [a, b] = args else { return false };
    for (x, t) in [(a, b), (b, a)] {
        let Term::Var(v) = x else { continue };
        let free = !env.contains_key(v) && ev.aliases.iter().all(|(w, _)| w != v);
        let mentioned = later
            .iter()
            .flat_map(|ls| ls.iter())
            .any(|l| lit_mentions(l, *v));
        if free && !occurs(*v, t) && !ground(env, t) && !mentioned {
            ev.aliases.push((*v, vec![t.clone()]));
            return true;
        }
    }
    false
}

/// After branches: a variable aliased in every branch keeps the alternatives; one
/// aliased in some branches only is bound (with the variables of its terms), as
/// any unification would.
fn merge_aliases(env: &mut Env, ev: &mut ClauseEval, branches: &[&ClauseEval]) {
    let mut vars: Vec<VarId> = branches
        .iter()
        .flat_map(|b| b.aliases.iter().map(|(v, _)| *v))
        .collect();
    vars.sort_unstable();
    vars.dedup();
    for v in vars {
        let alts: Vec<&Vec<Term>> = branches
            .iter()
            .filter_map(|b| b.aliases.iter().find(|(w, _)| *w == v).map(|(_, a)| a))
            .collect();
        if alts.len() == branches.len() {
            ev.aliases
                .push((v, alts.into_iter().flatten().cloned().collect()));
        } else {
            bind_all_vars(env, &Term::Var(v));
            for t in alts.into_iter().flatten() {
                bind_all_vars(env, t);
            }
        }
    }
}

/// Whether a literal mentions variable `v`.
fn lit_mentions(l: &Lit, v: VarId) -> bool {
    let any = |ls: &[Lit]| ls.iter().any(|l| lit_mentions(l, v));
    match l {
        Lit::Call(_, args) | Lit::Builtin(_, args) => args.iter().any(|t| occurs(v, t)),
        Lit::Cut => false,
        Lit::IfThenElse(c, t, e, _) => any(c) || any(t) || any(e),
        Lit::Not(g) => any(g),
        Lit::Or(a, b) => any(a) || any(b),
        Lit::Opaque(t, _) => occurs(v, t),
    }
}

/// Most alternatives an output term expands to through aliases.
const MAX_ALTERNATIVES: usize = 16;

/// The terms `t` may stand for, aliased variables replaced by their alternatives
/// (at most `MAX_ALTERNATIVES`; beyond, the variables are left as they are).
fn resolve_aliases(aliases: &[(VarId, Vec<Term>)], t: &Term) -> Vec<Term> {
    match t {
        Term::Var(v) => match aliases.iter().find(|(w, _)| w == v) {
            Some((_, alts)) => {
                let out: Vec<Term> = alts
                    .iter()
                    .flat_map(|u| resolve_aliases(aliases, u))
                    .collect();
                if out.len() > MAX_ALTERNATIVES {
                    vec![t.clone()]
                } else {
                    out
                }
            }
            None => vec![t.clone()],
        },
        Term::Compound(f, a) => {
            let mut out: Vec<Vec<Term>> = vec![Vec::new()];
            for x in a {
                let xs = resolve_aliases(aliases, x);
                if out.len() * xs.len() > MAX_ALTERNATIVES {
                    return vec![t.clone()];
                }
                out = out
                    .iter()
                    .flat_map(|pre| {
                        xs.iter().map(move |x| {
                            let mut p = pre.clone();
                            p.push(x.clone());
                            p
                        })
                    })
                    .collect();
            }
            out.into_iter()
                .map(|args| Term::Compound(*f, args))
                .collect()
        }
        _ => vec![t.clone()],
    }
}

/// The smallest range containing both.
fn hull(a: &Range, b: &Range) -> Range {
    Range {
        ub: a
            .ub
            .clone()
            .zip(b.ub.clone())
            .map(|(x, y)| termwise_max(&x, &y)),
        lb: termwise_min(&a.lb, &b.lb),
    }
}

/// Whether two output arguments of a call are the same variable.
fn shares_outputs(args: &[Term], pattern: &Pattern) -> bool {
    let outs: Vec<&Term> = pattern
        .iter()
        .zip(args)
        .filter(|(m, _)| **m == Mode::Out)
        .map(|(_, a)| a)
        .collect();
    outs.iter()
        .enumerate()
        .any(|(i, a)| outs[i + 1..].iter().any(|b| a == b))
}

pub(super) fn short(t: &Term) -> String {
    t.functor()
        .map(|(f, n)| format!("{}/{}", f.name(), n))
        .unwrap_or_else(|| "goal".into())
}

/// A cut: the clause commits; one after literals that may fail makes later
/// clauses run only when they fail, having cost at most what was spent so far.
fn eval_cut(ev: &mut ClauseEval, st: &mut BodyState) {
    ev.cuts = true;
    if st.in_guard {
        ev.cut_after_guard = true;
    } else if !ev.cut_late && ev.recs.is_empty() {
        // A cut after literals that may fail (`mem(X, Ys), !`).
        ev.cut_late = true;
        ev.prefix_cost = ev.cost.ub.clone();
        ev.prefix_fail = ev.fail_cost.clone();
    }
    if ev.recs.is_empty() {
        // What ran before the cut ran to its first solution (or failed before
        // it), not through its whole search.
        let reached = ev
            .first_cost
            .as_ref()
            .zip(ev.fail_cost.as_ref())
            .map(|(f, g)| failure::upper_max(f, g));
        ev.cost.ub = failure::tighter(ev.cost.ub.as_ref(), reached);
    }
    st.in_guard = false;
    st.det_so_far = true;
    st.reentrant = false;
    st.after_rec = false;
    // The solutions of what ran before it are cut: only the literals after it
    // may give more (one, where what ran before it surely succeeds).
    ev.body_det = true;
    let surely = ev.sols.lb.as_constant().is_some_and(|c| c >= rat(1));
    ev.sols = sols::at_most_one(!surely);
}

/// What the branches of a control construct share: the clause's predicate and
/// call pattern, the variables known to hold numbers, the aliases to keep.
struct BranchContext<'a> {
    key: &'a PredKey,
    pattern: &'a Pattern,
    numbers: HashMap<VarId, crate::numeric::Num>,
    after: Option<&'a [&'a [Lit]]>,
}

/// A control construct evaluated: its cost, lower bound, whether it surely
/// succeeds and is deterministic, the bindings it makes and its branches.
struct ControlOutcome {
    cost: Range,
    /// What the construct costs where it fails (`None`: `cost.ub`).
    fail: Option<Sym>,
    lb: Sym,
    succeeds: bool,
    det: bool,
    /// Its number of solutions.
    sols: Range,
    binds: Vec<(VarId, Bound)>,
    parts: Vec<ClauseEval>,
}

impl ControlOutcome {
    /// The outcome with the construct's own choice point counted (resource
    /// `choice_points`).
    fn with_choice_point(self) -> ControlOutcome {
        let one = Sym::int(1);
        ControlOutcome {
            cost: Range {
                ub: self.cost.ub.map(|u| u.add(&one)),
                lb: self.cost.lb.add(&one),
            },
            lb: self.lb.add(&one),
            fail: self.fail.map(|f| f.add(&one)),
            ..self
        }
    }

    /// Adds the construct to the clause's evaluation: its branches' cuts and
    /// reasons (a recursive call inside makes the clause unbounded), its cost,
    /// failure and non-determinism, and its bindings.
    fn absorb(self, key: &PredKey, env: &mut Env, ev: &mut ClauseEval, st: &mut BodyState) {
        for p in &self.parts {
            ev.cuts |= p.cuts;
            ev.fails_after_cut |= p.fails_after_cut;
            ev.reasons.extend(p.reasons.iter().cloned());
            if !p.recs.is_empty() {
                ev.unbounded();
                ev.reasons.push(format!(
                    "{}/{}: a recursive call inside a control construct",
                    key.0, key.1
                ));
            }
        }
        let fail_at = st
            .det_so_far
            .then(|| ev.cost.ub.clone())
            .flatten()
            .zip(failure::tighter(self.cost.ub.as_ref(), self.fail))
            .map(|(before, f)| before.add(&f));
        ev.charge(st, self.cost.ub.as_ref(), self.cost.ub.as_ref());
        ev.add_lb(st, &self.lb);
        if !self.succeeds {
            ev.may_fail_at(st, None, fail_at);
        }
        if self.parts.iter().any(|p| !p.recs.is_empty()) {
            // The branches counted the recursive call once; its solutions are
            // those of the whole recursion (`(true ; N > 0, ..., p(N1))` has
            // N + 1), which this clause's count does not solve for.
            ev.sols = Range::unknown();
        }
        ev.times_sols(&self.sols);
        if self.parts.iter().any(|p| p.cuts) {
            // A cut inside may have dropped solutions of what ran before.
            ev.sols.lb = Sym::default();
        }
        if !self.det {
            ev.nondet(st);
        }
        for (v, b) in self.binds {
            env.insert(v, b);
        }
    }
}

/// Starts counting a library clause made for the program (`apply`, its head
/// weighs nothing: see `eval_clause`): the counters of what library code runs besides the
/// program's predicates (builtins, arithmetic, choice points, heap cells) are
/// not followed.
fn library_clause(ev: &mut ClauseEval, resource: Counter) {
    if matches!(
        resource,
        Counter::Builtins | Counter::Arith | Counter::ChoicePoints | Counter::Heap
    ) {
        ev.cost.lb = Sym::default();
        ev.unbounded();
        ev.reasons.push(format!(
            "library code is not followed for {}",
            resource.name()
        ));
    }
}

/// Starts counting heap cells in clause `c` under `pattern`: its head's upper
/// bound is charged already ([`head_weight`]), its lower bound (the outputs it
/// writes) is set here; the clause is unbounded where the engine's goals are not
/// its literals (and its lower bound is what its callees cost).
fn heap_clause(ev: &mut ClauseEval, pattern: &Pattern, c: &Clause) {
    if !c.as_written || c.shares_head {
        ev.cost.lb = Sym::default();
        ev.unbounded();
        ev.reasons.push(
            "heap cells of a clause not known: the engine compiles its control constructs into other calls"
                .into(),
        );
        return;
    }
    ev.cost.lb = Sym::int(heap::head_cells(pattern, &c.head).lb);
    let mut seen = HashSet::new();
    c.head.iter().for_each(|t| heap::collect_vars(t, &mut seen));
    ev.heap_seen = Some(seen);
}

/// Charges the heap cells a call's arguments build (the callee's own are added
/// with its analysis).
fn count_call_heap(ev: &mut ClauseEval, st: &BodyState, name: &str, args: &[Term]) {
    let Some(seen) = ev.heap_seen.as_mut() else {
        return;
    };
    let cells = Sym::int(heap::literal_cells(name, args, seen));
    ev.charge(st, Some(&cells), Some(&cells));
    ev.add_lb(st, &cells);
}
