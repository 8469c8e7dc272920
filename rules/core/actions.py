"""The one card-action type every card game shares, and its interned, parseable set per deck.

A card game's action is a verb and a card: ``play 7C`` in Copas, ``bid QH`` in Assassin's Trick.
``CardActions`` builds one action per card of a deck once, so ``legal_actions`` hands out
existing objects and the text form parses back to the very same object.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules.core.cards import Card, Deck
from rules.core.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class CardAction:
    """Do ``verb`` with ``card``. Text form: ``"play 7C"``."""

    verb: str  # "play", "bid", "discard"...
    card: Card

    def __str__(self) -> str:
        return f"{self.verb} {self.card.code}"


class CardActions:
    """One interned ``CardAction`` per card of ``deck`` for one verb, indexed by ``card.index``.

    ``example`` is the card code the parse errors show (``"play 7C"``); by default one is taken
    from the deck.
    """

    __slots__ = ("deck", "verb", "actions", "_example")

    def __init__(self, deck: Deck, verb: str, example: str | None = None) -> None:
        if not verb or len(verb.split()) != 1:
            raise ValueError(f"an action verb is one word, not {verb!r}")
        self.deck = deck
        self.verb = verb
        # Indexed by ``card.index``; hot paths index this tuple directly.
        self.actions: tuple[CardAction, ...] = tuple(CardAction(verb, c) for c in deck)
        self._example: Card = deck.card(example) if example else deck[len(deck) // 2 - 1]

    def for_card(self, card: Card) -> CardAction:
        """The interned action for ``card`` (a card of this deck)."""
        return self.actions[card.index]

    def __getitem__(self, index: int) -> CardAction:
        """The action for the card at ``index`` in the deck (``card.index``), for hot paths."""
        return self.actions[index]

    def __len__(self) -> int:
        return len(self.actions)

    def __iter__(self) -> Iterator[CardAction]:
        return iter(self.actions)

    def parse(self, text: str) -> CardAction:
        """``"play 7C"`` (any case and spacing; the verb may be left out) as its interned action.

        ``IllegalAction`` saying what an action looks like if ``text`` names none.
        """
        words = text.split()
        if words and words[0].lower() == self.verb:
            words = words[1:]
        example = self._example
        if len(words) != 1:
            raise IllegalAction(
                f"cannot read {text!r}: an action looks like '{self.verb} {example.code}' "
                f"({self.verb} the {example.name})"
            )
        try:
            return self.actions[self.deck.card(words[0]).index]
        except KeyError:
            raise IllegalAction(
                f"cannot read {text!r}: there is no card {words[0]!r} "
                f"(cards look like {', '.join(self._sample_codes())})"
            ) from None

    def _sample_codes(self) -> list[str]:
        """A few card codes of the deck, one per suit, to show what a code looks like."""
        by_suit: dict[str, list[Card]] = {}
        for card in self.deck:
            by_suit.setdefault(card.suit, []).append(card)
        suits = [cards for cards in by_suit.values() if len(cards) > 1][:4]
        return [cards[(5 + 3 * i) % len(cards)].code for i, cards in enumerate(suits)]

    def __repr__(self) -> str:
        return f"CardActions({self.verb!r}, {len(self)} cards)"


def parse_whole(word: str, max_digits: int = 6) -> int | None:
    """The whole number ``word`` spells in plain ASCII digits (``"12"``), or None.

    Every game's parser reads numbers in action text through this: ``str.isdigit()`` also
    accepts ``"²"``, on which ``int()`` then raises, and ``int()`` accepts ``"٣"`` and ``"1_0"``.
    """
    if not word or len(word) > max_digits or not (word.isascii() and word.isdecimal()):
        return None
    return int(word)
