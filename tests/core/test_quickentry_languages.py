"""Quick entry in German and Spanish: the language's words beside English, which always works."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.test_quickentry import MATCH, NAMES, read
from tests.helpers.matches import pid
from tracker.core import i18n
from tracker.core.match.events import Card, CardKind, Goal, GoalKind, MissedPenalty, Substitution
from tracker.core.match.quickentry import ALIASES, QuickEntryError, keywords, suggest


@pytest.mark.parametrize(
    ("text", "language", "how"),
    [
        ("55 tor Gordon vorlage Rogers", "de", GoalKind.OPEN_PLAY),
        ("55 Kopfball Gordon", "de", GoalKind.HEADER),
        ("55 elfmeter Kane", "de", GoalKind.PENALTY),
        ("55 Freistoß Kane", "de", GoalKind.FREE_KICK),
        ("55 eigentor Romero", "de", GoalKind.OWN_GOAL),
        ("55 gol Gordon asistencia Rogers", "es", GoalKind.OPEN_PLAY),
        ("55 penalti Kane", "es", GoalKind.PENALTY),
        ("55 autogol Romero", "es", GoalKind.OWN_GOAL),
        ("55 gol en propia puerta Romero", "es", GoalKind.OWN_GOAL),
        # The phrases the log itself writes ("Gol (de cabeza)", "Gol (de falta)").
        ("55 gol de cabeza Kane", "es", GoalKind.HEADER),
        ("55 gol de falta Kane", "es", GoalKind.FREE_KICK),
        ("55 gol de penalti Kane", "es", GoalKind.PENALTY),
        ("55 Freistoßtor Kane", "de", GoalKind.FREE_KICK),
        ("55 Tor per Kopfball Kane", "de", GoalKind.HEADER),
    ],
)
def test_goals_in_german_and_spanish(text: str, language: str, how: GoalKind) -> None:
    goal = read(text, language=language)
    assert isinstance(goal, Goal) and goal.how is how


@pytest.mark.parametrize(
    ("text", "language", "card"),
    [
        ("60 gelb Messi", "de", CardKind.YELLOW),
        ("60 gelbrot Messi", "de", CardKind.SECOND_YELLOW),
        ("60 gelb-rot Messi", "de", CardKind.SECOND_YELLOW),
        ("60 rot Messi", "de", CardKind.RED),
        ("60 amarilla Messi", "es", CardKind.YELLOW),
        ("60 doble amarilla Messi", "es", CardKind.SECOND_YELLOW),
        ("60 roja Messi", "es", CardKind.RED),
        ("60 tarjeta amarilla Messi", "es", CardKind.YELLOW),
        ("60 segunda amarilla Messi", "es", CardKind.SECOND_YELLOW),
        ("60 roja directa Messi", "es", CardKind.RED),
        ("60 Gelbe Karte Messi", "de", CardKind.YELLOW),
        ("60 Rote Karte Messi", "de", CardKind.RED),
    ],
)
def test_cards_in_german_and_spanish(text: str, language: str, card: CardKind) -> None:
    event = read(text, language=language)
    assert isinstance(event, Card) and event.card is card
    assert event.player == pid(MATCH, "Lionel Messi")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("72 wechsel Gordon Konsa", "de"),
        ("72 aus Gordon ein Konsa", "de"),
        ("72 wechsel Konsa für Gordon", "de"),
        ("72 cambio Gordon Konsa", "es"),
        ("72 sustitución Konsa por Gordon", "es"),
    ],
)
def test_substitutions_in_german_and_spanish(text: str, language: str) -> None:
    sub = read(text, language=language)
    assert isinstance(sub, Substitution)
    assert (sub.off, sub.on) == (pid(MATCH, "Anthony Gordon"), pid(MATCH, "Ezri Konsa"))


def test_a_missed_penalty_in_german() -> None:
    assert isinstance(read("60 gehalten Kane", language="de"), MissedPenalty)
    missed = read("60 Elfmeter verschossen Kane", language="de")
    assert isinstance(missed, MissedPenalty) and not missed.saved
    assert isinstance(read("60 penalti parado Kane", language="es"), MissedPenalty)


def test_a_foul_is_no_goal_in_spanish() -> None:
    """ "falta Messi" (a foul) logged a free-kick goal, and the score changed."""
    with pytest.raises(QuickEntryError, match="falta"):
        read("55 falta Kane", language="es")


def test_a_refusal_quotes_the_command_words_as_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "kein Spieler namens 'missed messi'": the words were quoted as read in English."""
    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(QuickEntryError) as caught:
        read("60 tor Kane verschossen")
    assert "'kane verschossen'" in str(caught.value)


@pytest.mark.parametrize("language", ["de", "es"])
def test_english_always_works(language: str) -> None:
    goal = read("55 goal Gordon assist Rogers", language=language)
    assert isinstance(goal, Goal) and goal.assist == pid(MATCH, "Morgan Rogers")


def test_a_language_word_is_not_a_command_in_english() -> None:
    with pytest.raises(QuickEntryError, match="unknown command 'tor'"):
        read("55 tor Gordon", language="en")


def test_the_users_language_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n._current, "language", "es")
    assert isinstance(read("55 gol Gordon"), Goal)
    assert "amarilla" in keywords()
    assert "35 amarilla" in suggest("35 amar", MATCH)


@given(
    st.sampled_from(NAMES),
    st.integers(min_value=46, max_value=99),
    st.sampled_from([("de", "gelb"), ("es", "amarilla"), ("de", "yellow"), ("es", "yellow")]),
)
def test_every_full_name_is_booked_in_every_language(
    name: str, minute: int, word: tuple[str, str]
) -> None:
    language, verb = word
    card = read(f"{minute} {verb} {name}", language=language)
    assert isinstance(card, Card) and card.player == pid(MATCH, name)


@given(st.text(max_size=40), st.sampled_from(["de", "es"]))
def test_any_text_in_any_language_is_an_event_an_ambiguity_or_one_clear_error(
    text: str, language: str
) -> None:
    try:
        read(text, language=language)
    except QuickEntryError as exc:
        assert str(exc) and "\n" not in str(exc)


def test_no_alias_is_a_player_name_token_of_the_reference_match() -> None:
    tokens = {token for name in NAMES for token in name.lower().split()}
    for aliases in ALIASES.values():
        assert not tokens & set(aliases)


def test_an_own_goal_given_to_a_team_says_what_to_type_in_the_users_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An own goal names a player; given a team, the refusal tells the German user to
    type "tor England" (it said "type: goal England" in English)."""
    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(QuickEntryError, match=r"unbekanntem Torschützen: tor England$"):
        read("55 eigentor Argentina", language="de")
