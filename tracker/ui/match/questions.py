"""Questions asked before an event or a whistle is logged where it may not be meant.

An event filed in a period that has ended while another is played, a plain minute
read as a long added time (61 in the first half: 45'+16), extra time in a group or
league match, extra time after a match that is not level: each is asked about first,
and if the user says no the notice says why nothing was logged. Questions, not
refusals: a stage may have been typed wrongly, a second leg may leave the tie level on
aggregate. A shootout after a decided match is not asked about: the rules refuse it
(:mod:`tracker.core.results.deciders`). Their words are the main window's (its
translation context).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tracker.core.match.describe import describe
from tracker.core.match.events import Event, Goal, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Side
from tracker.core.match.periods import made_level_without_decider, made_not_level
from tracker.core.results.rounds import decided_on_the_day, has_no_extra_time, round_words
from tracker.core.results.ties import FirstLeg
from tracker.ui.match.document import MatchDocument
from tracker.ui.match.statusline import StatusLine


def file_in_ended_period(
    parent: QWidget, doc: MatchDocument, event: Event, status: StatusLine
) -> bool:
    """Ask before an event is filed in a period that has ended while another runs
    (a stale minute would put it above that period's whistle); True to go on."""
    state = doc.state
    period = event.time.period
    if state is None or state.period is None:
        return True
    if not state.running:
        return _goal_in_break(parent, doc, event, status)
    if period >= state.period or isinstance(event, (PeriodStart, PeriodEnd, MatchEnd)):
        return True
    from tracker.ui.match.scoreboard import period_name  # built after the first paint

    assert doc.match is not None
    running = period_name(state.period, in_sentence=True)
    text = QCoreApplication.translate(
        "MainWindow",
        "{time} is in the {lower}, which has ended; the {running} is being played.\n\nFile “{describe}” at {time}, in the {lower}?",  # noqa: E501
    ).format(
        time=event.time,
        lower=period_name(period, in_sentence=True),
        running=running,
        describe=describe(doc.match, event),
    )
    title = QCoreApplication.translate("MainWindow", "File in a period that has ended?")
    refusal = QCoreApplication.translate(
        "MainWindow",
        "not logged: {time} is in the {lower}, which has ended (the {running} is being played); give the minute of the {running}",  # noqa: E501
    ).format(time=event.time, lower=period_name(period, in_sentence=True), running=running)
    return _asked(parent, title, text, status, refusal)


def _goal_in_break(parent: QWidget, doc: MatchDocument, event: Event, status: StatusLine) -> bool:
    """Ask before a goal is filed in a break (the period before it has ended, the next
    not started) at the minute of the whistle that ended it, the clock's: a click on
    Goal meant for the first kick of the shootout, or a goal forgotten before the
    whistle. True to go on."""
    state = doc.state
    if state is None or state.period is None or state.over or not isinstance(event, Goal):
        return True
    if state.period_ends.get(event.time.period) != event.time:
        return True  # a minute of play typed: a goal filed after the fact
    from tracker.ui.match.scoreboard import period_name  # built after the first paint

    assert doc.match is not None
    lower = period_name(event.time.period, in_sentence=True)
    text = QCoreApplication.translate(
        "MainWindow",
        "The {lower} has ended: play has stopped. A goal now is filed at {time}, before the end of the {lower}, and changes its score.\n\nFile “{describe}” at {time}, in the {lower}?",  # noqa: E501
    ).format(time=event.time, lower=lower, describe=describe(doc.match, event))
    title = QCoreApplication.translate("MainWindow", "Goal in a break?")
    refusal = QCoreApplication.translate(
        "MainWindow", "not logged: the {lower} has ended; no goal is scored in a break"
    ).format(lower=lower)
    return _asked(parent, title, text, status, refusal)


def file_in_long_added_time(
    parent: QWidget, doc: MatchDocument, event: Event, typed: str, status: StatusLine
) -> bool:
    """Ask before a plain minute ``typed`` past the period's end, read as more than 15
    minutes of its added time, is filed so (see
    :func:`~tracker.core.match.quickentry.long_added_time`). True to go on."""
    from tracker.core.match.quickentry import long_added_time

    when = event.time
    if not typed or doc.match is None or not long_added_time(typed, when):
        return True
    from tracker.ui.match.scoreboard import period_name  # built after the first paint

    text = QCoreApplication.translate(
        "MainWindow",
        "{typed}' is past the end of the {period}, so it is read as {time}: {added} minutes of added time. A minute of the next period needs the end of the {period} logged first.\n\nFile “{describe}” at {time}?",  # noqa: E501
    ).format(
        typed=typed.strip().rstrip("'"),
        period=period_name(when.period, in_sentence=True),
        time=when,
        added=when.added,
        describe=describe(doc.match, event),
    )
    title = QCoreApplication.translate("MainWindow", "File in long added time?")
    refusal = QCoreApplication.translate(
        "MainWindow",
        "not logged: {time} would be {added} minutes of added time; log the end of the {period} first, or type {time} to mean it",  # noqa: E501
    ).format(time=when, added=when.added, period=period_name(when.period, in_sentence=True))
    return _asked(parent, title, text, status, refusal)


def extra_time_if_knockout(
    parent: QWidget, doc: MatchDocument, event: Event, status: StatusLine
) -> bool:
    """Ask before extra time in a group or league match, which ends at full time
    whatever the score. A question, not a refusal: the stage may have been typed
    wrongly. True to go on."""
    match = doc.match
    if (
        match is None
        or not isinstance(event, PeriodStart)
        or event.period is not Period.EXTRA_FIRST
        or not has_no_extra_time(match.stage)
    ):
        return True
    text = QCoreApplication.translate(
        "MainWindow",
        "“{stage}” is a group or league round: its matches end at full time, level or not, with no extra time.\n\nStart extra time anyway?",  # noqa: E501
    ).format(stage=match.stage)
    title = QCoreApplication.translate("MainWindow", "Extra time in a group match?")
    refusal = QCoreApplication.translate(
        "MainWindow", "Not started: “{stage}” matches have no extra time."
    ).format(stage=match.stage)
    return _asked(parent, title, text, status, refusal)


def play_on_if_not_level(
    parent: QWidget, doc: MatchDocument, event: Event, status: StatusLine
) -> bool:
    """Ask before extra time after a match that is not level: it follows a level
    match, or a second leg that leaves the tie level on aggregate (and on away goals
    where they count). Where the library holds the tie's first leg the tie decides,
    not the day's score. A shootout is not asked about: the rules refuse one after a
    decided match (:mod:`tracker.core.results.deciders`), saying the score. True to go
    on."""
    state = doc.state
    if (
        state is None
        or not isinstance(event, PeriodStart)
        or event.period is not Period.EXTRA_FIRST
    ):
        return True
    home, away = state.score[Side.HOME], state.score[Side.AWAY]
    first_leg = doc.first_leg
    if first_leg.level_with(home, away) if first_leg is not None else home == away:
        return True
    what = QCoreApplication.translate("MainWindow", "Start extra time")
    if first_leg is not None:
        return _tie_not_level_asked(parent, doc, first_leg, what, status)
    text = QCoreApplication.translate(
        "MainWindow",
        "The score is {home}-{away}. Extra time and a penalty shootout follow a level match, or a second leg that leaves the tie level on aggregate.\n\n{what}?",  # noqa: E501
    ).format(home=home, away=away, what=what)
    title = QCoreApplication.translate("MainWindow", "Play on after a match that is not level?")
    refusal = QCoreApplication.translate("MainWindow", "Not started: the score is not level.")
    return _asked(parent, title, text, status, refusal)


def _tie_not_level_asked(
    parent: QWidget, doc: MatchDocument, first_leg: FirstLeg, what: str, status: StatusLine
) -> bool:
    """:func:`play_on_if_not_level` in a second leg whose first leg is known: the tie
    is not level, on aggregate or on away goals. True to go on."""
    assert doc.state is not None and doc.match is not None
    score = doc.state.score
    home, away = first_leg.aggregate(score[Side.HOME], score[Side.AWAY])
    names = {"team": doc.match.home.name, "team2": doc.match.away.name}
    if home != away:
        said = QCoreApplication.translate(
            "MainWindow",
            "On aggregate the tie stands {team} {home}-{away} {team2}. Extra time and a penalty shootout follow a second leg that leaves the tie level.\n\n{what}?",  # noqa: E501
        )
    else:
        said = QCoreApplication.translate(
            "MainWindow",
            "On aggregate the tie stands {team} {home}-{away} {team2}, and away goals decide it. Extra time and a penalty shootout follow a second leg that leaves the tie level on away goals too.\n\n{what}?",  # noqa: E501
        )
    text = said.format(home=home, away=away, what=what, **names)
    title = QCoreApplication.translate("MainWindow", "Play on after a tie that is not level?")
    refusal = QCoreApplication.translate("MainWindow", "Not started: the tie is not level.")
    return _asked(parent, title, text, status, refusal)


def level_after_change(
    parent: QWidget,
    doc: MatchDocument,
    after: list[Event],
    status: StatusLine,
    go_on: str,
) -> bool:
    """Ask before a change to the log (an event logged after the fact, a correction, a
    deletion: the log ``after`` it) leaves extra time or the shootout after a score
    that is not level, as the whistle that starts them asks; ``go_on`` is the
    question's last line ("Delete … anyway?"). True to go on."""
    return not_level_asked(
        parent, not_level_after(doc, after), status, go_on, doc
    ) and undecided_asked(parent, doc, level_without_decider(doc, after), status, go_on)


def not_level_after(
    doc: MatchDocument, after: list[Event]
) -> tuple[Period, tuple[int, int]] | None:
    """What :func:`~tracker.core.match.periods.made_not_level` finds a change to the log
    (the log ``after`` it) leaves: the day's score, or in a second leg whose first leg
    is known, the tie, not level when extra time begins. A shootout the change leaves
    after a decided match is not asked about: the rules refuse the change, saying why."""
    first_leg = doc.first_leg
    if first_leg is None:
        found = made_not_level(doc.events, after)
    else:
        found = made_not_level(doc.events, after, first_leg.level_with)
    return None if found is None or found[0] is Period.SHOOTOUT else found


def level_without_decider(doc: MatchDocument, after: list[Event]) -> tuple[int, int] | None:
    """The level score a change to the log (the log ``after`` it) leaves a match that
    must be decided on the day (a semi-final, a final) at, over after ninety minutes
    with no extra time or shootout logged, where it was not so before; else None. In a
    second leg whose first leg is known, the day's score that leaves the tie level."""
    match = doc.match
    first_leg = doc.first_leg
    if first_leg is not None:
        return made_level_without_decider(doc.events, after, first_leg.level_with)
    if match is None or not decided_on_the_day(match.stage):
        return None
    return made_level_without_decider(doc.events, after)


def undecided_asked(
    parent: QWidget,
    doc: MatchDocument,
    found: tuple[int, int] | None,
    status: StatusLine,
    go_on: str,
) -> bool:
    """Ask before a change leaves a match that needs a winner on the day level at full
    time with no decider logged (:func:`level_without_decider`; None: nothing to ask)."""
    if found is None or doc.match is None:
        return True
    home, away = found
    title = QCoreApplication.translate("MainWindow", "Level with no winner")
    if doc.first_leg is not None:
        home, away = doc.first_leg.aggregate(home, away)
        said = QCoreApplication.translate(
            "MainWindow",
            "After this change the tie ends level after ninety minutes of its second leg, {team} {home}-{away} {team2} on aggregate (and on away goals, where they count), with no extra time or penalty shootout logged.",  # noqa: E501
        ).format(home=home, away=away, team=doc.match.home.name, team2=doc.match.away.name)
        refusal = QCoreApplication.translate(
            "MainWindow", "Nothing changed: the tie would end level with no winner."
        )
        return _asked(parent, title, said + "\n\n" + go_on, status, refusal)
    said = QCoreApplication.translate(
        "MainWindow",
        "After this change the match ends {home}-{away} after ninety minutes, with no extra time or penalty shootout logged, though a match of this round ({round}) needs a winner on the day.",  # noqa: E501
    ).format(home=home, away=away, round=round_words(doc.match.stage))
    refusal = QCoreApplication.translate(
        "MainWindow", "Nothing changed: the match would end level with no winner."
    )
    return _asked(parent, title, said + "\n\n" + go_on, status, refusal)


def not_level_asked(
    parent: QWidget,
    found: tuple[Period, tuple[int, int]] | None,
    status: StatusLine,
    go_on: str,
    doc: MatchDocument | None = None,
) -> bool:
    """:func:`level_after_change` with what the change leaves already found (see
    :func:`not_level_after`; None: nothing to ask); ``doc``: the match's, whose tie's
    aggregate is said where its first leg is known."""
    if found is None:
        return True
    if doc is not None and doc.first_leg is not None:
        return _tie_not_level_after(parent, found, status, go_on, doc)
    _period, (home, away) = found  # extra time's: a shootout's is the rules' to refuse
    said = QCoreApplication.translate(
        "MainWindow",
        "After this change the score is {home}-{away} when extra time begins. Extra time follows a level match, or a second leg that leaves the tie level on aggregate.",  # noqa: E501
    )
    title = QCoreApplication.translate("MainWindow", "Not level before extra time")
    refusal = QCoreApplication.translate(
        "MainWindow", "Nothing changed: the score would not be level when extra time begins."
    )
    text = said.format(home=home, away=away) + "\n\n" + go_on
    return _asked(parent, title, text, status, refusal)


def _tie_not_level_after(
    parent: QWidget,
    found: tuple[Period, tuple[int, int]],
    status: StatusLine,
    go_on: str,
    doc: MatchDocument,
) -> bool:
    """:func:`not_level_asked` in a second leg whose first leg is known: the tie's
    aggregate when extra time begins, not the day's score."""
    assert doc.first_leg is not None and doc.match is not None
    _period, score = found  # extra time's: a shootout's is the rules' to refuse
    home, away = doc.first_leg.aggregate(*score)
    said = QCoreApplication.translate(
        "MainWindow",
        "After this change the tie stands {team} {home}-{away} {team2} on aggregate when extra time begins, and is not level (on away goals either, where they count). Extra time follows a second leg that leaves the tie level.",  # noqa: E501
    )
    title = QCoreApplication.translate("MainWindow", "Not level before extra time")
    refusal = QCoreApplication.translate(
        "MainWindow", "Nothing changed: the tie would not be level when extra time begins."
    )
    names = {"team": doc.match.home.name, "team2": doc.match.away.name}
    text = said.format(home=home, away=away, **names) + "\n\n" + go_on
    return _asked(parent, title, text, status, refusal)


def _asked(parent: QWidget, title: str, text: str, status: StatusLine, refusal: str) -> bool:
    """Ask ``text``; True if the user says yes, else the notice says ``refusal``."""
    from tracker.ui.common.dialogs import Confirm  # loaded on first use

    if Confirm.ask(parent, title, text):
        return True
    status.notify(refusal)
    return False
