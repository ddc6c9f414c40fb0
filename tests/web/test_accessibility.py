"""The pages' accessibility that can be checked without a browser: contrast, names,
landmarks (the browser test reads the accessibility tree itself)."""

from __future__ import annotations

import re
from importlib import resources

from starlette.testclient import TestClient

from tests.web.conftest import Demo

#: (text colour, background) pairs the style sheet sets, by its variable names.
PAIRS = (
    ("--ink", "--paper"),
    ("--ink", "--band"),
    ("--muted", "--paper"),
    ("--muted", "--band"),
    ("--link", "--paper"),
    ("--link", "--band"),
    ("#fff", "--live"),
    ("--yellow", "--paper"),
    ("--red", "--paper"),
)


def _luminance(colour: str) -> float:
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(one: str, other: str) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_text_colour_has_a_contrast_of_at_least_4_5() -> None:
    css = resources.files("tracker.web").joinpath("static/site.css").read_text("utf-8")
    colours = dict(re.findall(r"(--[a-z]+):\s*(#[0-9a-fA-F]{3,6})", css))
    for text, background in PAIRS:
        ratio = _contrast(colours.get(text, text), colours.get(background, background))
        assert ratio >= 4.5, (text, background, round(ratio, 2))


def test_the_pages_have_landmarks_a_language_and_named_images(
    client: TestClient, demo_library: Demo
) -> None:
    for path in ("/", f"/matches/{demo_library.match_id}", "/editions", "/editions/1"):
        html = client.get(path).text
        assert re.search(r'<html lang="(en|de|es)">', html), path
        for landmark in ("<header", "<nav aria-label=", '<main id="main">', "<footer"):
            assert landmark in html, (path, landmark)
        assert html.count("<h1") == 1, path
        assert 'href="#main"' in html, path  # the skip link
        for svg in re.findall(r"<svg[^>]*>", html):
            assert 'role="img"' in svg and "aria-label=" in svg, path
