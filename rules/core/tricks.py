"""The trick kit: what every trick-taking game shares.

Following suit, the trick's winner (with an optional trump), seat order in either direction,
dealing one card at a time, and checking a fixed deal. Seats are numbered 0..n-1 clockwise.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import cache
from typing import NamedTuple

from rules.core.cards import Card
from rules.core.events import SeatName


def follow_suit(hand: Sequence[Card], led_suit: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played: the led suit if held, else anything."""
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if c.suit == led_suit]
    return same if same else list(hand)


class Taken(NamedTuple):
    """Who takes a plain trick and why: ``suit`` decided it (the led suit, or the trump when one
    was played), ``by_trump`` says which, and ``alone`` that its card was the only one of that
    suit in the trick (nobody else could follow, or the only trump). A NamedTuple: random play and
    search judge a trick every few actions, and a frozen dataclass costs twice as much to build."""

    seat: int
    suit: str
    by_trump: bool
    alone: bool

    def reason(self, word: str) -> str:
        """The reason in a game's words, given the word for one card of the deciding suit:
        "highest Cup", "the only Sword", "highest trump"."""
        return trick_reason(word, self.alone)


@cache
def trick_reason(word: str, alone: bool) -> str:  # cached: random play judges many tricks
    """Why a plain trick was taken, given the word for one card of the deciding suit: "highest
    Cup", or "the only Cup" when no other card of that suit was in it."""
    return f"the only {word}" if alone else f"highest {word}"


def take_trick(plays: Sequence[tuple[int, Card]], led_suit: str, trump: str | None = None) -> Taken:
    """Who takes the trick of ``(seat, card)`` plays, and why.

    The highest trump if any trump was played, else the highest card of the led suit (by
    ``card.rank``). ``ValueError`` if no card can take it (no card of the led suit nor a trump).
    """
    by_trump = trump is not None and any(c.suit == trump for _, c in plays)
    suit = trump if by_trump else led_suit
    best_seat, best_rank, count = -1, -1, 0
    for seat, card in plays:
        if card.suit == suit:
            count += 1
            if card.rank > best_rank:
                best_seat, best_rank = seat, card.rank
    if best_seat < 0:
        raise ValueError(f"no card of the led suit {led_suit!r} in the trick")
    return Taken(best_seat, suit, by_trump, count == 1)  # type: ignore[arg-type]


def trick_winner(plays: Sequence[tuple[int, Card]], led_suit: str, trump: str | None = None) -> int:
    """The seat that takes the trick (``take_trick`` without the why)."""
    return take_trick(plays, led_suit, trump).seat


def next_seat(seat: int, players: int, clockwise: bool = True) -> int:
    """The seat after ``seat`` going clockwise (to the left) or anticlockwise (to the right)."""
    return (seat + 1) % players if clockwise else (seat - 1) % players


def seats_from(first: int, players: int, clockwise: bool = True) -> tuple[int, ...]:
    """Every seat once, starting at ``first``, in the order of play."""
    step = 1 if clockwise else -1
    return tuple((first + step * i) % players for i in range(players))


def deal(cards: Sequence[Card], players: int, first: int, clockwise: bool = True) -> list[list[Card]]:
    """Deal ``cards`` one at a time, ``first`` getting the first card, around the table.

    Returns one hand per seat (in the order dealt; sort them if the game sorts hands).
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    for k, seat in enumerate(seats_from(first, players, clockwise)):
        hands[seat] = list(cards[k::players])  # the k-th card and every players-th after it
    return hands


def check_deal(
    hands: Sequence[Sequence[Card]], expected_cards: Collection[Card], hand_size: int
) -> None:
    """Return if ``hands`` deal every one of ``expected_cards`` exactly once, ``hand_size`` each.

    ``ValueError`` saying what is wrong otherwise (a short hand, a card twice, a stranger, a
    missing card), in words a user editing a record can act on.
    """
    for seat, hand in enumerate(hands):
        if len(hand) != hand_size:
            raise ValueError(f"hand {seat} holds {len(hand)} cards; every hand holds {hand_size}")
    expected = set(expected_cards)
    seen: set[Card] = set()
    for hand in hands:
        for card in hand:
            if card in seen:
                raise ValueError(f"the {card.name} ({card.code}) is dealt twice")
            if card not in expected:
                raise ValueError(f"the {card.name} ({card.code}) is not one of the cards dealt")
            seen.add(card)
    missing = [c for c in expected_cards if c not in seen]
    if missing:
        codes = ", ".join(c.code for c in missing[:5]) + (" ..." if len(missing) > 5 else "")
        raise ValueError(f"the deal leaves out {len(missing)} card(s): {codes}")


def seat_words(me: int, seat: int, players: int) -> str:
    """``seat`` as the player in ``me`` sees it, seats numbered clockwise (the next is on the
    left): 'the player on your left', 'the player across from you', 'the player two to your
    right'; 'you' for ``me`` itself."""
    step = (seat - me) % players
    if step == 0:
        return "you"
    if step == 1:
        return "the player on your left"
    if step == players - 1:
        return "the player on your right"
    if 2 * step == players:
        return "the player across from you"
    return "the player two to your left" if step == 2 else "the player two to your right"


def seat_named(me: int, seat: int, players: int, name: SeatName) -> str:
    """Another seat by name and by where it sits as ``me`` sees it: 'Ada (on your left)',
    'Player 4 (two to your right)'."""
    return f"{name(seat)} ({seat_words(me, seat, players).removeprefix('the player ')})"
