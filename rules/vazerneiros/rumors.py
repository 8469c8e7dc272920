"""The 18 rumor cards: each round's auction winner picks one, and it bends that round's rules.

``line`` is what the card on the table says; ``text`` is the in-app rules' explanation. Both are
the project's own words. The ids are the printed numbers; 16-18 score negative points and join
the game only with the ``negative_rumors`` option.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Mapping

NEGATIVE_RUMORS = frozenset({16, 17, 18})

# Rumor ids by what they change, for the rules that test them.
UNEXPECTED_CHALLENGER = 1
TEST_OF_SPIRITS = 2
WEIGHT_OF_ANCESTORS = 3
HIDDEN_ARTIFACT = 4
CHOICE_OF_FATE = 5
SCOUNDRELS_STRIKE = 6
BEGGARS_PLAY = 7
ALCHEMY_ELIXIR = 8
MYSTERIOUS_VEIL = 9
FAVOR_OF_THE_GODS = 10
RITUAL_OF_PATHS = 11
PRICE_OF_GREED = 12
WHISPERS_OF_THE_FALLEN = 13
TURNAROUND_OF_THE_LESSERS = 14
LIGHT_AND_SHADOWS = 15
CURSED_CROWN = 16
ECHO_OF_DISCORD = 17
ARCANE_RIVALRY = 18

# The Light and Shadows: the printed numbers that are played face down.
FACE_DOWN_NUMBERS = frozenset({0, 7, 8, 9, 10, 11})


def played_face_down(rumor: int | None, leading: bool, rank: int) -> bool:
    """Whether a card of printed number ``rank`` goes onto the trick face down: every card but
    the lead under the Mysterious Veil, the numbers in ``FACE_DOWN_NUMBERS`` under the Light and
    Shadows. The rules (``VazerneirosState``), the sampler, the trick outcomes and the readings
    of past tricks (whose plays are turned up once the trick ends) ask it alike."""
    return (rumor == MYSTERIOUS_VEIL and not leading) or (rumor == LIGHT_AND_SHADOWS and rank in FACE_DOWN_NUMBERS)


@dataclass(frozen=True)
class Rumor:
    id: int
    title: str
    line: str  # printed on the card, a few words
    text: str  # the in-app rules' explanation


@cache
def rumors() -> Mapping[int, Rumor]:
    """Every rumor card by id."""
    cards = (
        Rumor(1, "The Unexpected Challenger", "A 0 of the trick's suit beats its 11.",
              "If the trick's suit holds both a 0 (or -0.5) and an 11 (or 11.5), the 0 takes the trick. "
              "Several such 0s (a -0.5 counts as a 0) are told apart by the usual tie rule. A 0 of another "
              "suit still loses. Without an 11 in the trick's suit, cards rank as usual."),
        Rumor(2, "The Test of Spirits", "The first and last card of a trick take no potions.",
              "Whoever leads a trick and whoever plays its last card may not use potion effects on it."),
        Rumor(3, "The Weight of Ancestors", "Each trick is worth 1.5 points.",
              "Every trick won scores 1.5 points; halves are kept, never rounded."),
        Rumor(4, "The Hidden Artifact", "Every 0 is a trump.",
              "A card worth 0 (or -0.5) beats every other card, whatever its suit. Among several, the one "
              "whose suit is higher on the hierarchy track wins; in one suit, 0 beats -0.5. You must still "
              "follow suit."),
        Rumor(5, "The Choice of Fate", "The winner names a trump suit.",
              "The auction winner names a trump suit, marked on the track with a potion token from the "
              "supply (it goes back after the round). The highest trump played takes the trick. A leader "
              "may turn a card into the trump suit with a potion; a follower only into the suit led."),
        Rumor(6, "The Scoundrel's Strike", "The second-highest card of the trick's suit wins.",
              "Rank the cards of the trick's suit as usual; the second one takes the trick. If the leader's "
              "card is the only one of its suit, the leader takes it."),
        Rumor(7, "The Beggar's Play", "The lowest card of the trick's suit wins.",
              "The lowest card of the trick's suit takes the trick. If two tie, a card changed by a potion "
              "counts as lower; if they still tie, the one played last wins."),
        Rumor(8, "The Alchemy Elixir", "Keep the Elixir: one free number or suit change.",
              "The auction winner takes the Elixir card instead of the auction's potion. Once this round, "
              "when playing a card, it sets the card's number to any 0-11, or turns it into the trick's "
              "suit (any suit when leading). It combines with potions but not with the same kind of "
              "change; it counts as a potion when breaking ties. Unused, it is lost at the round's end."),
        Rumor(9, "The Mysterious Veil", "All but the leader play face down.",
              "Every card after the lead is played face down (still following suit). The potions spent "
              "on it are shown at once, what they did only when all the cards turn up together."),
        Rumor(10, "The Favor of the Gods", "Highest number wins, any suit. +1 potion.",
              "Nobody has to follow suit and the highest number takes the trick; a tie goes to the suit "
              "higher on the track. The auction winner gains one more potion."),
        Rumor(11, "The Ritual of Paths", "Each card must be of a suit not yet in the trick.",
              "After the lead, every card must be of a suit not yet in the trick (with 5 players, one suit "
              "may appear twice, but after that every card must be new). The highest number wins; a tie "
              "goes to the suit higher on the track. A player with no allowed card, even using a suit "
              "potion, shows their hand and the round's tricks end at once; the unfinished trick scores "
              "for nobody."),
        Rumor(12, "The Price of Greed", "2 points a trick, but the most tricks score 0.",
              "Every trick won scores 2 points, except that whoever won the most tricks (all of them, if "
              "tied) scores nothing this round."),
        Rumor(13, "The Whispers of the Fallen", "The losers swap a card with the table.",
              "When a trick is decided, each other player in turn from the winner's left swaps one card "
              "from their hand for one card on the table (any of them, even one just put there or their "
              "own). Then the winner takes the table's cards. A card taken back is printed again: its "
              "potions are lost."),
        Rumor(14, "The Turnaround of the Lessers", "Fewest tricks: +2 points.",
              "Tricks score as usual, and whoever won the fewest tricks (all of them, if tied) gains 2 "
              "points more."),
        Rumor(15, "The Game of Light and Shadows", "0 and 7-11 are played face down.",
              "Cards printed 0 or 7 to 11 are played face down; 1 to 6 face up. A face-down lead names its "
              "suit (after any suit potion) at once. Potions on a face-down card show their cost at once and "
              "their effect at the reveal."),
        Rumor(16, "The Cursed Crown", "Each trick is worth -1. The winner picks the next leader.",
              "Every trick won costs 1 point, and its winner chooses who leads the next trick (themselves "
              "included)."),
        Rumor(17, "The Echo of Discord", "Per 2 Paladins won +1, per 2 Barbarians won -1.",
              "Tricks score nothing. Count the cards in your won tricks: every whole pair of Paladins "
              "scores 1 point, every whole pair of Barbarians costs 1."),
        Rumor(18, "The Arcane Rivalry", "Per 2 Mages won +1, per 2 Druids won -1.",
              "Tricks score nothing. Count the cards in your won tricks: every whole pair of Mages scores "
              "1 point, every whole pair of Druids costs 1."),
    )
    return MappingProxyType({r.id: r for r in cards})


def rumor_pool(negative: bool) -> tuple[int, ...]:
    """The rumor ids in the deck: 1-15, and 16-18 too with ``negative``."""
    return tuple(i for i in rumors() if negative or i not in NEGATIVE_RUMORS)
