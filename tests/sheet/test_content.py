"""The sheet's content: key facts only where the log supports them, and matches of every stage."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.helpers.matches import demo, demo_setup, pid
from tests.sheet.matches import AWAY, HOME, P1, P2, at
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
)
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import replay, sort_events
from tracker.sheet.content import build_sheet
from tracker.sheet.facts import key_facts
from tracker.sheet.formats import FORMATS


def played(
    goals: list[tuple[str, Side, str, str | None, GoalKind]],
    *,
    end: bool = True,
    extra: list[Event] | None = None,
) -> tuple[Match, list[Event]]:
    """The reference line-ups playing these goals: (minute, side, scorer, assist, how)."""
    match = demo_setup()
    p = lambda name: pid(match, name)  # noqa: E731
    events: list[Event] = [
        PeriodStart(at("0", P1)),
        PeriodEnd(at("45", P1)),
        PeriodStart(at("45", P2)),
    ]
    for minute, side, scorer, assist, how in goals:
        period = P1 if int(minute.split("+")[0]) <= 45 and minute != "45" else P2
        events.append(
            Goal(
                at(minute, period),
                side=side,
                scorer=p(scorer),
                assist=p(assist) if assist else None,
                how=how,
            )
        )
    events += extra or []
    if end:
        events += [PeriodEnd(at("90", P2)), MatchEnd(at("90", P2))]
    return match, events


OPEN = GoalKind.OPEN_PLAY


def facts(match: Match, events: list[Event]) -> tuple[str, ...]:
    """The key facts of a match."""
    return build_sheet(match, events).facts


def test_reference_facts_are_the_ones_the_report_states() -> None:
    assert facts(*demo()) == (
        "Lautaro Martínez scored the winner as a substitute (90'+2), 11 minutes after coming on",
        "Argentina came from a goal down to win",
        "England led from 55' until 85'",
        "Lionel Messi assisted both Argentina goals (85', 90'+2)",
    )


def test_hat_trick_all_assists_and_clean_sheet() -> None:
    goals = [
        ("10", HOME, "Julián Álvarez", "Lionel Messi", OPEN),
        ("50", HOME, "Julián Álvarez", "Lionel Messi", GoalKind.HEADER),
        ("80", HOME, "Julián Álvarez", "Lionel Messi", GoalKind.PENALTY),
    ]
    found = facts(*played(goals))
    assert "Julián Álvarez scored a hat-trick (10', 50', 80')" in found
    assert "Lionel Messi assisted all three Argentina goals (10', 50', 80')" in found
    assert "Julián Álvarez scored the winner (10')" in found
    assert "Argentina kept a clean sheet" in found
    assert not any("came from" in f for f in found)


def test_winner_from_the_spot_and_from_an_own_goal() -> None:
    pen = [
        ("20", AWAY, "Harry Kane", None, OPEN),
        ("60", HOME, "Lionel Messi", None, GoalKind.PENALTY),
        ("88", HOME, "Lionel Messi", None, GoalKind.PENALTY),
    ]
    found = facts(*played(pen))
    assert "Lionel Messi scored the winner from the penalty spot (88')" in found
    assert "Lionel Messi scored twice (60', 88')" in found
    own = [
        ("30", AWAY, "Harry Kane", None, OPEN),
        ("70", AWAY, "John Stones", None, GoalKind.OWN_GOAL),
        ("75", AWAY, "Marc Guéhi", None, GoalKind.OWN_GOAL),
    ]
    found = facts(*played(own))
    assert "The winner was an own goal by Marc Guéhi (75')" in found
    assert "Argentina came from a goal down to win" in found
    # Own goals are not a player's goals.
    assert not any("scored twice" in f for f in found)


def test_no_result_facts_for_a_draw_or_a_match_still_in_play() -> None:
    draw = [("20", AWAY, "Harry Kane", None, OPEN), ("60", HOME, "Lionel Messi", None, OPEN)]
    assert facts(*played(draw)) == ("England led from 20' until 60'",)
    # Scored and pulled back in the same minute: not "led from 60' until 60'".
    moment = [("60", AWAY, "Harry Kane", None, OPEN), ("60", HOME, "Lionel Messi", None, OPEN)]
    assert facts(*played(moment)) == ("England led for a moment at 60'",)
    ahead = [("20", HOME, "Lionel Messi", None, OPEN), ("60", HOME, "Lionel Messi", None, OPEN)]
    live = facts(*played(ahead, end=False))
    assert "Lionel Messi scored twice (20', 60')" in live
    assert not any("winner" in f or "clean sheet" in f for f in live)


def test_men_down_counts_an_injury_without_replacement_and_a_sending_off() -> None:
    match = demo_setup()
    extra: list[Event] = [
        PlayerOff(at("50", P2), side=AWAY, player=pid(match, "Harry Kane")),
        Card(at("60", P2), side=AWAY, player=pid(match, "Declan Rice"), card=CardKind.RED),
    ]
    found = facts(*played([], extra=extra))
    assert [f for f in found if "were down to" in f] == [
        "England were down to ten men from 50', when Harry Kane went off and was not replaced",
        "England were down to nine men from 60', when Declan Rice was sent off",
    ]


def test_a_player_off_after_a_sending_off_leaves_nine() -> None:
    match = demo_setup()
    extra: list[Event] = [
        Card(at("20", P1), side=HOME, player=pid(match, "Enzo Fernández"), card=CardKind.RED),
        PlayerOff(at("70", P2), side=HOME, player=pid(match, "Alexis Mac Allister")),
    ]
    found = facts(*played([], extra=extra))
    assert [f for f in found if "were down to" in f] == [
        "Argentina were down to ten men from 20', when Enzo Fernández was sent off",
        "Argentina were down to nine men from 70', "
        "when Alexis Mac Allister went off and was not replaced",
    ]


def test_a_player_off_is_a_fact_in_the_sheets_language() -> None:
    match = demo_setup()
    extra: list[Event] = [PlayerOff(at("78", P2), side=AWAY, player=pid(match, "Harry Kane"))]
    match, events = played([], extra=extra)
    german = build_sheet(match, events, language="de").facts
    assert (
        "England spielte ab 78' nur noch zu zehnt, nachdem Harry Kane ohne Ersatz ausgeschieden war"
    ) in german
    spanish = build_sheet(match, events, language="es").facts
    assert (
        "England jugó con diez desde el 78', después de que Harry Kane se retirara "
        "sin ser sustituido"
    ) in spanish


def test_no_man_down_fact_for_a_player_not_on_the_pitch() -> None:
    """The rules refuse such a log; the fact does not count on them to."""
    match, events = played([])
    state = replay(match, events)
    state.events.append(PlayerOff(at("80", P2), side=AWAY, player=pid(match, "Ivan Toney")))
    assert not any("were down to" in f for f in key_facts(state, str))


def test_status_of_a_match_in_progress() -> None:
    import datetime as dt

    match, events = demo()
    ordered = sort_events(events)
    day = match.date
    assert day is not None
    assert build_sheet(match, [], today=day).status == "Not started"
    half_time = build_sheet(match, ordered[:2], today=day)
    assert half_time.status == "Half-time (provisional sheet)"
    live = build_sheet(match, ordered[:6], today=day + dt.timedelta(days=1))
    assert live.status == "In play, logged up to 72' (provisional sheet)"
    assert live.bench_label == "Substitutes"
    assert build_sheet(match, events).bench_label == "Unused substitutes"
    # Its day long past and never ended: nobody logs it now.
    later = day + dt.timedelta(days=2)
    stopped = build_sheet(match, ordered[:6], today=later)
    assert stopped.status == "Log unfinished, logged up to 72' (provisional sheet)"
    assert build_sheet(match, ordered[:2], today=later).status == (
        "Log unfinished, logged up to 45' (provisional sheet)"
    )
    german = build_sheet(match, ordered[:6], language="de", today=later)
    assert german.status == "Erfassung unvollständig, erfasst bis 72' (vorläufiger Bericht)"
    assert build_sheet(match, [], today=later).status == "Not started"
    assert build_sheet(match, events, today=later).status == "Full time"


def test_timeline_ticks_follow_match_minutes_after_stoppage_time() -> None:
    match, events = played([("45+2", HOME, "Lionel Messi", None, OPEN)])
    events = [e for e in events if not isinstance(e, PeriodEnd) or e.time.period is not P1]
    events.append(PeriodEnd(at("45+3", P1)))
    sheet = build_sheet(match, events)
    assert {label: clock for clock, label in sheet.period_marks} == {
        "HT 45'+3": 48.0,
        "FT 90'": 93.0,
    }
    ticks = {label: clock for clock, label in sheet.ticks}
    assert ticks["60'"] == 63.0 and ticks["15'"] == 15.0
    assert sheet.goals[0].at == 47.0


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f.name)
def test_every_format_renders_a_match_at_any_stage_and_without_line_ups(fmt, qapp) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    ordered = sort_events(events)
    bare = replace(
        match, home=replace(match.home, lineup=None), away=replace(match.away, lineup=None)
    )
    for m, evs in ((match, []), (match, ordered[:7]), (bare, [])):
        out = fmt.render(m, evs, {})
        assert out
    text = FORMATS[2].render(bare, [], {}).decode("utf-8")
    assert text.count("(line-up not entered)") == 2


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f.name)
def test_unknown_scorer_and_a_card_to_a_team_official(fmt, qapp) -> None:  # type: ignore[no-untyped-def]
    extra: list[Event] = [Card(at("70", P2), side=AWAY, official="Assistant coach Anthony Barry")]
    match, events = played([("20", HOME, "Lionel Messi", None, OPEN)], extra=extra)
    events.append(Goal(at("80", P2), side=HOME))
    assert fmt.render(match, events, {})
    sheet = build_sheet(match, events)
    assert sheet.goals[1].scorer == "Argentina (scorer unknown)"
    assert sheet.cards[0].who == "Assistant coach Anthony Barry (official)"
    # The second goal decided nothing: 1-0 was already the winning lead.
    assert "Lionel Messi scored the winner (20')" in sheet.facts


def test_a_substitute_sent_off_is_marked_beside_his_own_name_in_the_line_up() -> None:
    """Konsa came on for Kane and was sent off: the line-up says so beside Konsa, not
    beside Kane (nor nowhere, as it did); Rice, sent off from the bench after he was
    replaced, keeps his own mark."""
    from tracker.core.match.events import Substitution
    from tracker.sheet.text import lineup_lines

    match = demo_setup()
    p = lambda name: pid(match, name)  # noqa: E731
    extra: list[Event] = [
        Substitution(at("60", P2), side=AWAY, off=p("Harry Kane"), on=p("Ezri Konsa")),
        Substitution(at("62", P2), side=AWAY, off=p("Declan Rice"), on=p("Ivan Toney")),
        Card(at("70", P2), side=AWAY, player=p("Declan Rice"), card=CardKind.RED),
        Card(at("80", P2), side=AWAY, player=p("Ezri Konsa"), card=CardKind.RED),
    ]
    match, events = played([], extra=extra)
    sheet = build_sheet(match, events)
    lines = "\n".join(lineup_lines(sheet.teams[1]))
    assert "Harry Kane (Ezri Konsa 60', sent off 80')" in lines
    assert "Declan Rice (sent off 70') (Ivan Toney 62')" in lines
    german = "\n".join(lineup_lines(build_sheet(match, events, language="de").teams[1], sheet.t))
    assert "Ezri Konsa 60'" in german
    [kane] = [e for row in sheet.teams[1].rows for e in row if e.name == "Harry Kane"]
    assert kane.sent_off == "" and kane.replaced_by[0].sent_off == "80'"


def test_rolling_substitutions_give_every_time_on_and_off() -> None:
    """With rolling substitutions a player off at 20' and back at 30' was printed "off
    20'" beside his 80 minutes: one time in each column, the last, for all his spells."""
    from tests.core.factory import H1, H2, HOME, end, full_time, make_match, start, sub

    match = make_match("rolling")
    events = [
        start(H1),
        sub("20", H1, HOME, 9, 12),
        sub("30", H1, HOME, 12, 9),
        end(H1),
        start(H2),
        sub("60", H2, HOME, 9, 12),
        end(H2),
        full_time(),
    ]
    sheet = build_sheet(match, events)
    lines = {line.pid: line for line in sheet.home.players}
    back = lines[9]
    assert (back.came_on, back.went_off, back.minutes) == ("30'", "20', 60'", 50)
    sub_in = lines[12]
    assert (sub_in.came_on, sub_in.went_off, sub_in.minutes) == ("20', 60'", "30'", 40)


def test_a_substitute_sent_off_after_he_was_taken_off_is_not_in_his_place_s_bracket() -> None:
    """Taken off at 60', then shown a red card on the bench at 65': the line-up printed
    "(Player 13 40', sent off 65', Player 14 60', sent off 70')", as if sent off on the
    pitch before Player 14 came on."""
    from tests.core.factory import H1, H2, HOME, card, end, full_time, make_match, start, sub
    from tracker.core.match.events import CardKind

    match = make_match()
    events = [
        start(H1),
        sub("40", H1, HOME, 3, 13),
        end(H1),
        start(H2),
        sub("60", H2, HOME, 13, 14),
        card("65", H2, HOME, 13, CardKind.RED),
        card("70", H2, HOME, 14, CardKind.RED),
        end(H2),
        full_time(),
    ]
    sheet = build_sheet(match, events)
    [place] = [e for row in sheet.home.rows for e in row if e.pid == 3]
    assert [(r.minute, r.sent_off) for r in place.replaced_by] == [("40'", ""), ("60'", "70'")]
    assert place.sent_off == ""


def test_two_teams_in_one_colour_are_told_apart_on_the_sheet() -> None:
    """Two teams set up without colours were both drawn in the default red: on the pitch,
    the timeline and the swatches nothing told them apart."""
    from tests.core.factory import make_match

    match = make_match()
    assert match.home.colour == match.away.colour  # both the default
    sheet = build_sheet(match, [])
    assert sheet.home.colour == match.home.colour
    assert sheet.away.colour != sheet.home.colour
    told = replace(match, away=replace(match.away, colour="#ffffff"))
    assert build_sheet(told, []).away.colour == "#ffffff"  # a team's own colour is kept


def test_a_leg_won_on_the_day_and_lost_on_penalties_has_no_winning_goal() -> None:
    """A second leg won 2-1 on the day whose tie went to penalties (and was lost there):
    "The winner was an own goal" and "came from a goal down to win" named a winner of
    nothing."""
    from tests.core.factory import AWAY, H1, H2, PENS, end, full_time, goal, kick, make_match
    from tests.core.factory import start as begin

    kicks = [kick(side, pid, scored) for side, pid, scored in (
        (HOME, 10, True), (AWAY, 110, False), (HOME, 9, True), (AWAY, 109, False),
        (HOME, 8, True), (AWAY, 108, False),
    )]  # fmt: skip
    events = [
        begin(H1), goal("20", H1, HOME, 11), end(H1), begin(H2),
        goal("60", H2, AWAY, 110), goal("80", H2, HOME, 9, how=GoalKind.OWN_GOAL), end(H2),
        begin(PENS), *kicks, end(PENS), full_time(PENS),
    ]  # fmt: skip
    found = facts(make_match(), events)
    assert not any("winner" in f or "to win" in f for f in found), found


def test_a_concussion_substitute_and_a_red_card_on_the_bench_are_on_the_line_up() -> None:
    """The line-up said "Cristian Romero (Germán Pezzella 96')" for a concussion
    substitute (an additional one: seven changes read as a breach of the rules), and
    listed a substitute sent off from the bench among the unused ones, card unsaid."""
    from tests.core.factory import AWAY, H1, H2, card, end, full_time, make_match, start, sub
    from tracker.core.match.events import CardKind
    from tracker.sheet.text import sheet_text

    match = make_match()
    bench = match.away.lineup.bench  # type: ignore[union-attr]
    events = [
        start(H1), sub("30", H1, AWAY, 102, bench[0], concussion=True),
        card("40", H1, AWAY, bench[1], CardKind.RED), end(H1), start(H2), end(H2), full_time(),
    ]  # fmt: skip
    text = sheet_text(build_sheet(match, events))
    on, sent = match.player(bench[0]).name, match.player(bench[1]).name
    assert f"{on} 30', concussion substitute" in text
    assert f"{sent} (sent off 40')" in text
