"""Random legal and illegal logging, editing and deleting through the service, with
undo and a second instance writing to the same file.

After every step: no side has more players on the pitch than the team size, the
score is the goals counted, a refused event changed nothing (in memory and in the
database), the state the service built incrementally equals a full replay of the
stored log, the figures stored in the match row equal those of that replay, and
every state the service keeps to replay from is the replay of the events it holds.
"""

from __future__ import annotations

import atexit
import copy
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from tests.core.factory import ET1, ET2, H1, H2, card, end, goal, start, sub
from tests.helpers import backends
from tests.services.stored import StoredMatch, store_match
from tracker.core.match import checkpoints
from tracker.core.match.events import CardKind, Event, Goal, GoalKind, MatchAbandoned
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState, replay
from tracker.core.match.summary import figures_of
from tracker.services.matches import Change, MatchService, ServiceError
from tracker.store.db import open_database
from tracker.store.match import summaries
from tracker.store.tables import MatchRow

HOME_PIDS = list(range(1, 21))
AWAY_PIDS = list(range(101, 121))
sides = st.sampled_from([Side.HOME, Side.AWAY])


def _pids(side: Side) -> list[int]:
    return HOME_PIDS if side is Side.HOME else AWAY_PIDS


class LoggingMachine(RuleBasedStateMachine):
    """A secretary logging a match, right and wrong, and undoing."""

    #: A database holding the match, made once and copied for each example (faster).
    _template: tuple[Path, dict[int, int], Match] | None = None
    #: The backend the machine runs on (each example has a database of its own).
    backend = "sqlite"

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="stateful-"))
        self.m = self._fresh_copy()
        self.minute = 1
        self.logged: list[Event] = []
        change = self.m.service.log(self.m.id, self.m.ev(start(H1)))
        self.state: MatchState = change.state
        self.refusals = 0
        #: What the last refusal said.
        self.refused_with = ""

    def teardown(self) -> None:
        self.m.close()
        backends.release(self.m.url)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _fresh_copy(self) -> StoredMatch:
        if self.backend != "sqlite":  # a fresh server database is a copy of a template too
            return store_match(backends.postgres().create())
        if LoggingMachine._template is None:
            folder = Path(tempfile.mkdtemp(prefix="stateful-template-"))
            atexit.register(shutil.rmtree, folder, True)
            made = store_match(f"sqlite:///{folder}/matches.sqlite3")
            made.db.close()  # the last connection closed: everything is in the main file
            LoggingMachine._template = (folder / "matches.sqlite3", made.mapping, made.match)
        path, mapping, match = LoggingMachine._template
        copy = self.folder / path.name
        shutil.copyfile(path, copy)
        db = open_database(copy, backups=0)
        return StoredMatch(f"sqlite:///{copy}", db, MatchService(db), match, mapping)

    # --- helpers ----------------------------------------------------------------
    @property
    def period(self) -> Period:
        return next(p for p in (H1, H2, ET1, ET2) if self.minute <= p.end)

    def _now(self) -> str:
        return str(self.minute)

    def _stored(self, pid: int) -> int:
        return self.m.pid(pid)

    def _factory(self, stored: int) -> int:
        return next(k for k, v in self.m.mapping.items() if v == stored)

    def _try(self, event: Event) -> bool:
        """Log ``event``; on refusal check that nothing changed anywhere."""
        before_dump = self.m.dump()
        before_state = copy.deepcopy(self.state)
        try:
            change = self.m.service.log(self.m.id, self.m.ev(event))
        except ServiceError as exc:
            assert str(exc) and "\n" not in str(exc)
            assert self.m.dump() == before_dump
            assert self.state == before_state
            assert self.m.service.state(self.m.id) == self.state
            self.refusals += 1
            self.refused_with = str(exc)
            return False
        assert change.event is not None
        self.logged.append(change.event)
        self.state = change.state
        return True

    # --- rules: anything goes -----------------------------------------------------
    @rule(
        side=sides,
        scorer=st.integers(0, 19) | st.none(),
        assist=st.integers(0, 19) | st.none(),
        own=st.booleans(),
    )
    def any_goal(self, side: Side, scorer: int | None, assist: int | None, own: bool) -> None:
        pids = _pids(side)
        how = GoalKind.OWN_GOAL if own else GoalKind.OPEN_PLAY
        who = pids[scorer] if scorer is not None else None
        helper = pids[assist] if assist is not None else None
        on_pitch = {self._factory(p) for p in self.state.on_pitch(side)}
        accepted = self._try(goal(self._now(), self.period, side, who, helper, how))
        if who is not None and who not in on_pitch:
            assert not accepted, "a goal by a player off the pitch was accepted"
        if helper is not None and (helper == who or own or helper not in on_pitch):
            assert not accepted, "an impossible assist was accepted"

    @rule(side=sides, off=st.integers(0, 19), on=st.integers(0, 19), concussion=st.booleans())
    def any_substitution(self, side: Side, off: int, on: int, concussion: bool) -> None:
        pids = _pids(side)
        before = self.state.side(side)
        on_pitch = {self._factory(p) for p in before.on_pitch}
        bench = {self._factory(p) for p in before.bench}
        accepted = self._try(sub(self._now(), self.period, side, pids[off], pids[on], concussion))
        if pids[off] not in on_pitch or pids[on] not in bench:
            assert not accepted, "a substitution off the pitch or from off the bench"

    @rule(side=sides, player=st.integers(0, 19), kind=st.sampled_from(list(CardKind)))
    def any_card(self, side: Side, player: int, kind: CardKind) -> None:
        pid = _pids(side)[player]
        sent_off = {self._factory(p) for p in self.state.side(side).sent_off}
        accepted = self._try(card(self._now(), self.period, side, pid, kind))
        if pid in sent_off:
            assert not accepted, "a card to a player already sent off"

    # --- rules: what must be accepted ---------------------------------------------
    def _plays_on(self) -> bool:
        """Play goes on: the match is not abandoned, and no side is down to six (Law 3)."""
        return self.state.abandoned is None and self.state.short_handed is None

    @precondition(lambda self: self._plays_on())
    @rule(side=sides, data=st.data())
    def legal_goal(self, side: Side, data: st.DataObject) -> None:
        on_pitch = self.state.on_pitch(side)
        if not on_pitch:
            return
        scorer = data.draw(st.sampled_from(on_pitch))
        goal = Goal(MatchTime.parse(self._now(), self.period), side=side,
                    scorer=self._factory(scorer))  # fmt: skip
        # The other instance's goal of this player, read a moment ago, is refused once
        # as the same goal typed twice; typed again, it is a second goal.
        assert self._try(goal) or ("in another window" in self.refused_with and self._try(goal))

    @precondition(lambda self: self._plays_on())
    @rule(side=sides, data=st.data())
    def legal_substitution(self, side: Side, data: st.DataObject) -> None:
        st_side = self.state.side(side)
        window = (int(self.period), self.minute, 0)
        subs_left = self.state.subs_left(side)
        windows_left = self.state.windows_left(side)
        if not st_side.on_pitch or not st_side.bench or subs_left is None or subs_left <= 0:
            return
        if window not in st_side.windows and windows_left is not None and windows_left <= 0:
            return
        off = self._factory(data.draw(st.sampled_from(st_side.on_pitch)))
        on = self._factory(data.draw(st.sampled_from(st_side.bench)))
        assert self._try(sub(self._now(), self.period, side, off, on))

    @precondition(lambda self: self.state.abandoned is None)
    @rule(reason=st.sampled_from(["", "fog"]))
    def abandon(self, reason: str) -> None:
        """The referee stops the match for good: always possible while it is played;
        after it nothing is logged (the rules anything-goes try and are refused)."""
        assert self._try(MatchAbandoned(MatchTime.parse(self._now(), self.period), reason=reason))
        assert self.state.abandoned is not None

    @precondition(lambda self: self.state.short_handed is not None)
    @rule(side=sides)
    def play_on_with_six(self, side: Side) -> None:
        """A side is down to six: a goal is refused whoever scores it (Law 3)."""
        assert not self._try(Goal(MatchTime.parse(self._now(), self.period), side=side))

    # --- rules: time and undo ---------------------------------------------------
    @precondition(lambda self: self.minute < 120 and self._plays_on())
    @rule(minutes=st.integers(1, 20))
    def time_passes(self, minutes: int) -> None:
        """The clock runs on, through half-time and into extra time."""
        target = min(120, self.minute + minutes)
        for ending, following in ((H1, H2), (H2, ET1), (ET1, ET2)):
            if self.minute <= ending.end < target:
                self.minute = ending.end
                assert self._try(end(ending))
                assert self._try(start(following))
        self.minute = target

    @precondition(lambda self: bool(self.logged))
    @rule()
    def undo(self) -> None:
        last = self.logged.pop()
        # Refused only when another instance logged an event that needs it since.
        if not self._change(lambda: self.m.service.delete(self.m.id, last.id, expected=last)):  # type: ignore[arg-type]
            return
        if last.kind.startswith("period"):
            # Undoing a whistle: put it back so that the clock stays where it is.
            self.logged.append(self.m.service.log(self.m.id, last).event)  # type: ignore[arg-type]
            self.state = self.m.service.state(self.m.id)

    @precondition(lambda self: bool(self.logged))
    @rule(data=st.data(), shift=st.integers(-3, 3))
    def edit_any(self, data: st.DataObject, shift: int) -> None:
        """Move a logged event a few minutes (within its period), right or wrong."""
        old = data.draw(st.sampled_from(self.state.events))
        period = old.time.period
        if period not in (H1, H2, ET1, ET2) or old.time.added:
            return
        # Never past the clock: the rules below take "on the pitch now" as legal now.
        minute = min(max(old.time.minute + shift, period.start + 1), period.end, self.minute)
        new = replace(old, time=MatchTime(period, minute))
        self._change(lambda: self.m.service.edit(self.m.id, new, expected=old))

    @precondition(lambda self: bool(self.logged))
    @rule(data=st.data())
    def delete_any(self, data: st.DataObject) -> None:
        """Delete any logged event but a whistle (refused if a later event needs it)."""
        old = data.draw(st.sampled_from(self.state.events))
        if old.kind.startswith("period"):
            return
        if self._change(lambda: self.m.service.delete(self.m.id, old.id, expected=old)):  # type: ignore[arg-type]
            self.logged = [e for e in self.logged if e.id != old.id]

    @rule(side=sides, data=st.data())
    def another_instance_logs(self, side: Side, data: st.DataObject) -> None:
        """The command line or a second window logs a goal into the same match."""
        on_pitch = self.state.on_pitch(side)
        if not on_pitch or self.state.finished:
            return
        scorer = data.draw(st.sampled_from(on_pitch))
        other_db = open_database(self.m.url, backups=0)
        try:
            event = Goal(MatchTime.parse(self._now(), self.period), side=side, scorer=scorer)
            MatchService(other_db).log(self.m.id, event)
        except ServiceError:
            return
        finally:
            other_db.close()
        # This instance reads the new revision and the goal with it.
        self.state = self.m.service.state(self.m.id)
        self.logged = [e for e in self.logged if e in self.state.events]

    def _change(self, action: Callable[[], Change]) -> bool:
        """Run an edit or delete; on refusal check that nothing changed anywhere."""
        before_dump = self.m.dump()
        before_state = copy.deepcopy(self.state)
        try:
            change = action()
        except ServiceError as exc:
            assert str(exc) and "\n" not in str(exc)
            assert self.m.dump() == before_dump
            assert self.state == before_state
            return False
        self.state = change.state
        return True

    @rule()
    def reopen_the_database(self) -> None:
        fresh = open_database(self.m.url, backups=0)
        try:
            assert MatchService(fresh).state(self.m.id) == self.state
        finally:
            fresh.close()

    # --- invariants ---------------------------------------------------------------
    @invariant()
    def never_more_than_the_team_size_on_the_pitch(self) -> None:
        for side in Side:
            on_pitch = self.state.on_pitch(side)
            assert len(on_pitch) <= self.m.match.rules.team_size
            assert len(set(on_pitch)) == len(on_pitch)

    @invariant()
    def the_stored_log_gives_the_state_in_memory_and_its_score(self) -> None:
        match, events = self.m.service.load(self.m.id)
        replayed = replay(match, events)
        assert replayed == self.state
        # The tallies the window shows, carried from state to state, as a fresh count.
        for pid in (p.pid for t in (match.home, match.away) for p in t.squad):
            assert self.state.tally(pid) == replayed.tally(pid), pid
        assert self.m.service.state(self.m.id) == replayed
        with self.m.db.reading() as session:
            row = session.get(MatchRow, self.m.id)
            assert row is not None
            assert summaries.figures_from_row(row) == figures_of(replayed)
        goals = [e for e in events if isinstance(e, Goal)]
        for side in Side:
            assert self.state.score[side] == sum(1 for g in goals if g.for_side is side)

    @invariant()
    def every_kept_state_is_the_replay_of_the_events_it_holds(self) -> None:
        # A change replays from a kept state and takes over the old ones after the
        # place where the rules read the log alike: each must be the state its events give.
        known = self.m.service._known.get(self.m.id)
        if known is None:
            return
        match, events = self.m.service.load(self.m.id)
        for kept in known.checkpoints.marks:
            assert kept.events == events[: len(kept.events)]
            assert kept == replay(match, events, upto=len(kept.events))


# Examples come from the profile loaded in conftest (bounded in CI); runs are kept short.
LoggingMachine.TestCase.settings = settings(stateful_step_count=20)


class TestLoggingWithUndo(LoggingMachine.TestCase):  # type: ignore[name-defined, misc]
    """The machine, with a state kept every three events (so edits and deletes replay
    from kept states, not from kick-off, as they do in a long match)."""

    def setUp(self) -> None:
        self._every = checkpoints.EVERY
        checkpoints.EVERY = 3

    def tearDown(self) -> None:
        checkpoints.EVERY = self._every


@pytest.mark.postgresql
class TestLoggingOnPostgres(TestLoggingWithUndo):
    """The same machine on PostgreSQL: the service's writes, refusals and the second
    instance's goals against a server (skipped without one, failed on CI)."""

    def setUp(self) -> None:
        backends.postgres_or_skip()
        super().setUp()
        LoggingMachine.backend = "postgresql"

    def tearDown(self) -> None:
        LoggingMachine.backend = "sqlite"
        super().tearDown()

    # Every step is a few round trips to the server: fewer examples keep it cheap. A
    # failure is reported as found, not shrunk: each shrinking step makes a server
    # database, and shrinking one ran past the time limit, hiding what had failed.
    settings = settings(
        stateful_step_count=20,
        max_examples=min(settings().max_examples, 20),
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )
