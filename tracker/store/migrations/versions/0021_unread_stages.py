"""A logged match whose stage could not be read ("Play-off final", "Relegation
play-off") was taken for a league round, and a league's table counted it. Such a match
is now a round of its own under the name written (a play-off), as a new match is; a
stage read since by a newer version ("Halbfinale", "Semi-final, second leg") is placed
as it reads now. The stage text itself is not touched.

Revision ID: 0021
Revises: 0020
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tracker.core.results.competitions import is_friendly
from tracker.core.results.rounds import Round, RoundError, Stage, is_league_round, read_round

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Place again every match stored as a league round though its stage says otherwise
    (a match in no edition yet is placed whole after the upgrade, as it reads now)."""
    connection = op.get_bind()
    rows = connection.execute(
        sa.text(
            "SELECT id, competition, stage, revision FROM match "
            "WHERE edition_id IS NOT NULL AND round = '' AND round_stage = '' "
            "AND stage IS NOT NULL AND stage != ''"
        )
    ).all()
    update = sa.text(
        "UPDATE match SET round = :round, round_stage = :stage, group_name = :group, "
        "revision = :revision WHERE id = :id"
    )
    changed = []
    for match_id, competition, stage, revision_ in rows:
        found = _round(stage)
        if found is None or (
            found.stage is Stage.PLAYOFF and is_friendly(competition or "", stage)
        ):
            continue
        changed.append(
            {
                "id": match_id,
                "round": found.name,
                "stage": found.stage.value,
                "group": found.group or "",
                "revision": (revision_ or 0) + 1,
            }
        )
    if changed:
        connection.execute(update, changed)


def _round(stage: str) -> Round | None:
    text = " ".join(stage.split())
    try:
        return read_round(text)
    except RoundError:
        return None if is_league_round(text) else Round(text, Stage.PLAYOFF)


def downgrade() -> None:
    """Nothing to undo: the older version reads these rounds as they are now stored."""
