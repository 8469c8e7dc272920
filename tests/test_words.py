"""Counts in words (rules/core/words.py), as every table and event says them."""

from __future__ import annotations

import pytest

from rules.core.words import counted, noun


@pytest.mark.parametrize(
    "n, word, said",
    [
        (0, "card", "0 cards"),
        (1, "card", "1 card"),
        (2, "round win", "2 round wins"),
        (-1, "point", "-1 point"),
        (-3, "point", "-3 points"),
        (1.5, "point", "1.5 points"),
        (2.0, "point", "2 points"),
        (1.0, "potion", "1 potion"),
    ],
)
def test_a_count_says_its_number_then_its_noun(n: float, word: str, said: str) -> None:
    assert counted(n, word) == said


def test_the_noun_alone_is_singular_for_one_either_way() -> None:
    assert [noun(n, "point") for n in (-2, -1, 0, 1, 2)] == ["points", "point", "points", "point", "points"]
