"""The language a competition's match sheets are written in, as stored.

Each competition keeps its own (``competition.language``; ``""``: its preset's, see
:func:`tracker.core.i18n.competition_language`); a match's sheet is in its competition's.
The languages travel with the matches they are stored for (a copy, a push, an archive).
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import select, update
from sqlmodel import Session

from tracker.core.i18n import competition_language, normalise
from tracker.core.match.model import fold
from tracker.store.tables import CompetitionRow, EditionRow, MatchRow

COMPETITION = CompetitionRow.__table__  # type: ignore[attr-defined]
EDITION = EditionRow.__table__  # type: ignore[attr-defined]
MATCH = MatchRow.__table__  # type: ignore[attr-defined]


def set_language(session: Session, competition_id: int, language: str) -> None:
    """Store the language a competition's sheets are written in (``""``: its preset's)."""
    session.execute(
        update(COMPETITION).where(COMPETITION.c.id == competition_id).values(language=language)
    )


def portable_languages(session: Session, edition_id: int | None = None) -> dict[str, str]:
    """The languages stored for competitions, by competition name, to carry to another
    database: that of one edition's competition, or (``None``) every one set."""
    query = select(COMPETITION.c.name, COMPETITION.c.language).where(COMPETITION.c.language != "")
    if edition_id is not None:
        query = query.join(EDITION, EDITION.c.competition_id == COMPETITION.c.id).where(
            EDITION.c.id == edition_id
        )
    return {str(row.name): str(row.language) for row in session.execute(query)}


def match_languages(session: Session, match_id: int) -> dict[str, str]:
    """The language stored for a match's competition, by its name, to carry with it."""
    edition = session.execute(select(MATCH.c.edition_id).where(MATCH.c.id == match_id)).scalar()
    return portable_languages(session, int(edition)) if edition is not None else {}


def merge_languages(session: Session, languages: Mapping[str, str]) -> None:
    """Store each competition's language (another database's) where this database has
    none set for it; one set here stays (this database's choice), and a competition not
    here is left alone (it comes with its matches)."""
    for name, language in languages.items():
        session.execute(
            update(COMPETITION)
            .where(COMPETITION.c.folded == fold(" ".join(name.split())))
            .where(COMPETITION.c.language == "")
            .values(language=normalise(language))
        )


def match_language(session: Session, match_id: int) -> str:
    """The language of a match's sheet: its edition's competition's, else that of the
    competition it names (``""``: none set and no preset's)."""
    row = session.execute(
        select(MATCH.c.competition, COMPETITION.c.name, COMPETITION.c.language)
        .select_from(MATCH)
        .outerjoin(EDITION, EDITION.c.id == MATCH.c.edition_id)
        .outerjoin(COMPETITION, COMPETITION.c.id == EDITION.c.competition_id)
        .where(MATCH.c.id == match_id)
    ).first()
    if row is None:
        return ""
    if row.name is not None:
        return competition_language(fold(row.name), row.language or "")
    return sheet_language(session, row.competition or "")


def sheet_language(session: Session, competition: str) -> str:
    """The language of the sheets of the competition named ``competition`` (``""``: none set)."""
    folded = fold(" ".join(competition.split()))
    stored = session.execute(
        select(COMPETITION.c.language).where(COMPETITION.c.folded == folded)
    ).scalar()
    return competition_language(folded, stored or "")
