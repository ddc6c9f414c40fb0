"""``rules --rules JSON``: checked against a schema, refused in one line, writing nothing.

Issue 23, item 8: ``{"preset": []}`` (``TypeError``), a 4,301-digit number
(``ValueError``), nesting 30,000 deep (``RecursionError``), and ``{"yellow_cycle":
"no"}`` read as true.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.attack.conftest import files_digest, surface
from tests.attack.test_arguments import library, people_library  # noqa: F401 - fixtures
from tests.test_cli import one_error_line, run_here
from tracker.core.records.suspensions import RulesError, SuspensionRules, rules_from_json

CASES = {
    '{"preset": []}': "no suspension preset []",
    '{"preset": {"a": 1}}': "no suspension preset {'a': 1}",
    '{"red_ban": ' + "9" * 4301 + "}": "a number of 4301 digits, far too large",
    "[" * 30_000 + "]" * 30_000: "the suspension rules are not JSON: nested too deeply",
    '{"a": ' * 30_000 + "1" + "}" * 30_000: "the suspension rules are not JSON: nested too deeply",
    '{"yellow_cycle": "no"}': 'yellow_cycle: "no" is not true or false',
    '{"yellow_cycle": 0}': "yellow_cycle: 0 is not true or false",
    '{"red_ban": true}': "red_ban: true is not a whole number",
    '{"red_ban": 1.5}': "red_ban: 1.5 is not a whole number",
    '{"red_ban": 1000}': "red_ban: 1000 is more than 100",
    '{"yellow_bans": [[2]]}': "yellow_bans[0]: [2] is too short",
    '{"yellow_bans": [[2, 1, 3]]}': "yellow_bans[0]: [2, 1, 3] is too long",
    '{"yellow_bans": "22"}': 'yellow_bans: "22" is not a list',
    '{"wipe_after": ["Group", "Lunch"]}': 'wipe_after[1]: "Lunch" is not one of',
    '{"decisions": {"x": 1}}': 'decisions: "x" is not a match number such as 12',
    '{"red_ban": 2, "redban": 3}': '"redban" is not a key it can have (the fields are preset,',
    '"cup"': "the suspension rules must be a JSON object",
}


@pytest.mark.parametrize("text", sorted(CASES), ids=lambda t: t[:40])
def test_bad_rules_are_one_rules_error(text: str) -> None:
    with pytest.raises(RulesError) as info:
        rules_from_json(text)
    assert CASES[text] in str(info.value) and "\n" not in str(info.value)


def test_a_boolean_is_read_as_written() -> None:
    assert rules_from_json('{"yellow_cycle": false}').yellow_cycle is False
    assert rules_from_json('{"yellow_cycle": true}', "league").yellow_cycle is True


@pytest.mark.parametrize("text", [t for t in sorted(CASES) if len(t) < 1000][:8])
def test_the_command_refuses_in_one_line_writing_nothing(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],  # noqa: F811
    text: str,
) -> None:
    path, _ = library
    before = files_digest(path)
    line = one_error_line(run_here(capsys, "rules", "FIFA World Cup", "--rules", text, db=path))
    assert CASES[text] in line
    assert files_digest(path) == before


def test_deep_nesting_through_the_command_is_one_line(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],  # noqa: F811
) -> None:
    path, _ = library
    before = files_digest(path)
    deep = "[" * 30_000 + "]" * 30_000
    line = one_error_line(run_here(capsys, "rules", "FIFA World Cup", "--rules", deep, db=path))
    assert "nested too deeply" in line
    assert files_digest(path) == before


def test_one_option_refused_leaves_the_others_given_with_it_unchanged(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],  # noqa: F811
) -> None:
    """A refused --table kept the kind, the rules and the language given beside it, and
    the competition printed after the error was no longer the one stored before."""
    path, _ = library
    before = files_digest(path)
    refused = run_here(
        capsys, "rules", "FIFA World Cup", "--kind", "league", "--rules", '{"red_ban": 2}',
        "--language", "de", "--table", '{"win": 3, "draw": 5}', db=path,
    )  # fmt: skip
    assert one_error_line(refused).endswith(
        "a draw cannot be worth more than a win (5 against 3 points)"
    )
    assert refused.stdout == ""
    assert files_digest(path) == before
    shown = run_here(capsys, "rules", "FIFA World Cup", db=path).stdout
    assert shown.startswith("FIFA World Cup (cup)") and "English" in shown


# --- fuzzing: any JSON value in any field -----------------------------------------------

json_value = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=10,
)
FIELDS = ("preset", "red_ban", "yellow_bans", "yellow_cycle", "wipe_after", "decisions", "x")
rules_json = st.one_of(
    st.dictionaries(st.sampled_from(FIELDS), json_value, max_size=4).map(json.dumps),
    json_value.map(json.dumps),
    st.text(max_size=40),
)


@given(text=rules_json, kind=st.sampled_from(["cup", "league", "other"]))
@surface("rules")
def test_any_rules_text_is_rules_or_one_rules_error(text: str, kind: str) -> None:
    try:
        rules = rules_from_json(text, kind)
    except RulesError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert isinstance(rules, SuspensionRules)
    data: Any = json.loads(text) if text.strip() else {}
    if isinstance(data, dict) and "yellow_cycle" in data:
        assert rules.yellow_cycle is data["yellow_cycle"]  # never "no" read as true
