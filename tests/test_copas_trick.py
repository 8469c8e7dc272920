"""Copas' own trick judge (``rules.copas.trick.judge_trick``), written out for the state's hot
path, says what the shared trick kit says: the same taker, the same reason in Copas' words, and
the Cups in the trick counted."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.copas.deck import CUPS, SUIT_WORDS, copas_deck
from rules.copas.trick import judge_trick, take_trick
from rules.core import tricks


@given(st.integers(3, 5).flatmap(lambda n: st.tuples(st.just(n), st.permutations(range(40)))))
def test_the_judge_agrees_with_the_trick_kit(table: tuple[int, list[int]]) -> None:
    players, order = table
    deck = copas_deck()
    plays = tuple((seat, deck[i]) for seat, i in zip(range(players), order))
    led = plays[0][1].suit
    taken = tricks.take_trick(plays, led)
    assert judge_trick(plays, led) == (
        taken.seat,
        taken.reason(SUIT_WORDS[led]),
        sum(1 for _, card in plays if card.suit == CUPS),
    )
    assert take_trick(plays, led) == (taken.seat, taken.reason(SUIT_WORDS[led]))


def test_the_reasons_read_as_the_game_says_them() -> None:
    deck = copas_deck()
    alone = ((0, deck.card("5E")), (1, deck.card("AP")), (2, deck.card("7C")))
    assert judge_trick(alone, "E") == (0, "the only Sword", 1)
    beaten = ((0, deck.card("5C")), (1, deck.card("7C")), (2, deck.card("AP")))
    assert judge_trick(beaten, "C") == (1, "highest Cup", 2)


def test_a_trick_with_no_card_of_the_led_suit_is_refused() -> None:
    deck = copas_deck()
    with pytest.raises(ValueError, match="led suit"):
        judge_trick(((0, deck.card("5C")),), "E")
