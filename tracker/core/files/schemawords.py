"""A JSON Schema validation error said in words a file's author reads.

``jsonschema`` writes its messages with Python's spelling of the values (``None is not
of type 'object'``, ``True is not one of ['x', 'y']``) and its own vocabulary
(``'home' is a required property``). The author wrote JSON: the value is quoted as JSON
(``null``, ``true``, ``"3"``) and the mistake named in the user's language.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tracker.core.i18n import gettext as _

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

#: The longest value quoted in a message, in characters.
_QUOTED = 60


def as_json(value: Any) -> str:
    """``value`` as the file writes it (``null``, ``true``, ``"3"``), cut short if long."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= _QUOTED else text[: _QUOTED - 1] + "…"


def _kind(name: str) -> str:
    return {
        "object": _("an object"),
        "array": _("a list"),
        "string": _("a string"),
        "integer": _("a whole number"),
        "number": _("a number"),
        "boolean": _("true or false"),
        "null": _("null"),
    }.get(name, name)


def _either(items: list[str]) -> str:
    return _(" or ").join(items)


def _type(value: str, rule: Any, _instance: Any) -> str:
    kinds = [rule] if isinstance(rule, str) else list(rule)
    return _("{value} is not {kind}").format(value=value, kind=_either([_kind(k) for k in kinds]))


def _enum(value: str, rule: Any, _instance: Any) -> str:
    choices = ", ".join(as_json(choice) for choice in rule)
    return _("{value} is not one of {choices}").format(value=value, choices=choices)


def _const(value: str, rule: Any, _instance: Any) -> str:
    return _("{value} is not {expected}").format(value=value, expected=as_json(rule))


def _required(_value: str, rule: Any, instance: Any) -> str:
    missing = [name for name in rule if isinstance(instance, dict) and name not in instance]
    return _("{name} is missing").format(name=as_json((missing or list(rule))[0]))


def _short(value: str, _rule: Any, instance: Any) -> str:
    if instance in ("", [], {}):
        return _("{value} is empty").format(value=value)
    return _("{value} is too short").format(value=value)


def _long(value: str, _rule: Any, _instance: Any) -> str:
    return _("{value} is too long").format(value=value)


def _least(value: str, rule: Any, _instance: Any) -> str:
    return _("{value} is less than {least}").format(value=value, least=as_json(rule))


def _most(value: str, rule: Any, _instance: Any) -> str:
    return _("{value} is more than {most}").format(value=value, most=as_json(rule))


def _pattern(value: str, rule: Any, _instance: Any) -> str:
    # The regular expression means nothing to a user: what it stands for, with an example.
    what = {
        "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": _("a date such as 2026-07-15"),
        "^[0-9]{2}:[0-9]{2}$": _("a time of day such as 20:00"),
        "^[1-9](-[1-9])*$": _("a formation such as 4-3-3"),
        "^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$": _("a colour such as #75AADB"),
        "^[0-9]{1,18}$": _("a match number such as 12"),
    }.get(str(rule))
    if what is None:
        return _("{value} is not written as expected").format(value=value)
    return _("{value} is not {what}").format(value=value, what=what)


_SAID = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "required": _required,
    "minLength": _short,
    "minItems": _short,
    "maxLength": _long,
    "maxItems": _long,
    "minimum": _least,
    "exclusiveMinimum": _least,
    "maximum": _most,
    "exclusiveMaximum": _most,
    "pattern": _pattern,
}


def said(error: ValidationError, most: int = 160) -> str:
    """The error ``error`` in words, at most ``most`` characters."""
    rule: Any = error.validator_value
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties", {})) if isinstance(error.schema, dict) else set()
        extra = [as_json(name) for name in error.instance if name not in known]
        template = (
            _("{names} is not a key it can have")
            if len(extra) == 1
            else _("{names} are not keys it can have")
        )
        text = template.format(names=", ".join(extra))
    elif (words := _SAID.get(str(error.validator))) is not None:
        text = words(as_json(error.instance), rule, error.instance)
    else:
        text = error.message
    return text if len(text) <= most else text[: most - 3] + "..."


__all__ = ["as_json", "said"]
