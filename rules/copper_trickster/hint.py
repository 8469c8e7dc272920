"""What a Copper Trickster move does, in the table's words: the first half of a hint's why.

The search says which move is best and by how much (``rules.ai.hint``); this says what the move
does at the table, from the seat's own observation only: whether a card takes the trick or stays
under the card taking it, and what the trick's copper is worth to this seat's character, as far
as it knows the quality slots. Nanni's Messenger counts tricks, not copper, so its line is about
the tricks before and after the Revelation. Cards no one has seen yet are "still out": the seat
cannot know who holds them. Ea-Nasir's Party is covered too: a trump takes any trick it is in.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.copper_trickster.actions import GreatAction, PassAction
from rules.copper_trickster.characters import (
    CHARACTER_NAMES,
    EA_NASIR,
    MESSENGER,
    MESSENGER_BEFORE,
    messenger_after_points,
    points_table,
)
from rules.copper_trickster.deck import SUIT_NAMES, SUIT_SINGULAR
from rules.copper_trickster.easy import outstanding
from rules.copper_trickster.observation import CopperTricksterObservation
from rules.copper_trickster.quality import GREAT, SLOT_SHORT
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import SeatName, numbered
from rules.core.tricks import Taken, take_trick
from rules.core.words import counted


def move_reason(obs: CopperTricksterObservation, action: object, name: SeatName = numbered) -> str:
    """One or two sentences on what ``action`` does now (see the module notes)."""
    if isinstance(action, GreatAction):
        return _great(obs, action.suit)
    if isinstance(action, PassAction):
        to = f"{name(obs.pass_to)} ({_called(obs.characters[obs.pass_to])})" if obs.pass_to is not None else "the player on your left"
        return (
            f"It puts the {action.discard.name}{_worth_note(obs, action.discard)} out of play and hands "
            f"the {action.passed.name}{_worth_note(obs, action.passed)} to {to}."
        )
    assert isinstance(action, CardAction)
    if not obs.trick_no:  # the 5-player Messenger's discard, which passes nothing
        return f"It puts the {action.card.name} out of play for the round; you pass nothing."
    plays = (*obs.trick, (obs.seat, action.card))
    taken = take_trick(plays, plays[0][1].suit, obs.trump)  # as the trick stands with this card in it
    return f"{_trick_effect(obs, plays, taken)} {_stakes(obs, plays, taken)}"


def worth(obs: CopperTricksterObservation, suit: str) -> int | None:
    """Points one card of ``suit`` is worth to this seat's character, or None while the seat does
    not know the suit's slot (and for the Messenger, which scores tricks)."""
    slot = obs.slot_of(suit)
    if slot is None or obs.character == MESSENGER:
        return None
    return points_table(obs.character, obs.players)[slot]


def still_out(obs: CopperTricksterObservation, suit: str, above: int) -> int:
    """How many cards of ``suit`` ranked above ``above`` the seat has not seen: another hand may
    hold them. (The card this seat passed counts: it is in another hand.)"""
    return sum(1 for c in outstanding(obs) if c.suit == suit and c.rank > above)


def _called(character: str) -> str:
    """'Ea-Nasir', "Nanni's Messenger", 'the Supplier'."""
    name = CHARACTER_NAMES[character]
    return name if character in (EA_NASIR, MESSENGER) else f"the {name}"


def _suit(suit: str, n: int) -> str:
    """'Fish', 'Palm', 'Palms' for ``n`` cards of ``suit``."""
    return SUIT_SINGULAR[suit] if n == 1 else SUIT_NAMES[suit]


def _great(obs: CopperTricksterObservation, suit: str) -> str:
    held = sum(1 for c in obs.hand if c.suit == suit)
    points = points_table(obs.character, obs.players)[GREAT]
    return f"{SUIT_NAMES[suit]} become great copper, {points:+d} a card to you; you hold {held or 'none'} of them."


def _worth_note(obs: CopperTricksterObservation, card: Card) -> str:
    """' (bad copper, -4 to you)' when the seat knows the card's slot, else ''."""
    points = worth(obs, card.suit)
    return "" if points is None else f" ({_slot_words(obs, card.suit)}, {points:+d} a card to you)"


def _trick_effect(obs: CopperTricksterObservation, plays: Sequence[tuple[int, Card]], taken: Taken) -> str:
    """Whether the card (the last of ``plays``) takes the trick, may yet lose it, or cannot win it."""
    card = plays[-1][1]
    led = plays[0][1].suit
    if taken.seat != obs.seat:
        if card.suit != led and card.suit != obs.trump:
            return f"You have no {SUIT_NAMES[led]}, so this trick cannot be yours."
        winning = next(c for s, c in plays if s == taken.seat)
        trump = " (a trump)" if taken.by_trump and winning.suit != led else ""
        return f"It stays under the {winning.name}{trump}: the trick will not be yours."
    trumps = taken.by_trump and card.suit != led
    if len(plays) == obs.players:
        return "It trumps the trick and takes it." if trumps else "It takes this trick."
    higher = still_out(obs, card.suit, card.rank)
    trumps_out = still_out(obs, obs.trump, 0) if obs.trump is not None and not taken.by_trump else 0
    if len(plays) == 1:
        doing = "It leads"
    elif trumps:
        doing = "It trumps the trick"
    else:
        before = take_trick(obs.trick, led, obs.trump).seat
        doing = f"It goes over the {next(c for s, c in obs.trick if s == before).name}"
    if not higher and not trumps_out:
        return f"{doing}, and nothing still out beats it: the trick is yours."
    word = ("trump" + "s" * (higher != 1)) if taken.by_trump else _suit(card.suit, higher)
    threats = [f"{higher} higher {word}"] if higher else []
    if trumps_out:
        threats.append(counted(trumps_out, "trump"))
    return f"{doing}, but {' and '.join(threats)} still out: a player after you may take it."


def _stakes(obs: CopperTricksterObservation, plays: Sequence[tuple[int, Card]], taken: Taken) -> str:
    """What the trick means to this seat: its copper's worth, or the Messenger's trick count."""
    card = plays[-1][1]
    mine = taken.seat == obs.seat
    if obs.character == MESSENGER:
        return _messenger(obs, mine, len(plays) == obs.players)
    if mine:
        return _copper_line([c for _, c in plays], obs, complete=len(plays) == obs.players)
    points = worth(obs, card.suit)
    a_card = f"a {SUIT_SINGULAR[card.suit]}"
    if points is None:
        return f"It gives away {a_card}, whose worth to you you learn at the Revelation."
    slot = _slot_words(obs, card.suit)
    if points < 0:
        return f"It gets rid of {a_card}, {slot} (worth {points:+d} a card to you)."
    if points > 0:
        return f"It gives away {a_card}, {slot} (worth {points:+d} a card to you)."
    return f"It gives away {a_card}, {slot}, worth nothing to you."


def _slot_words(obs: CopperTricksterObservation, suit: str) -> str:
    slot = obs.slot_of(suit)
    return f"{SLOT_SHORT[slot]} copper" if slot else "copper of unknown quality"


def _copper_line(cards: Sequence[Card], obs: CopperTricksterObservation, complete: bool) -> str:
    """What the trick's copper is worth to this seat, counting only the slots it knows."""
    known = [worth(obs, c.suit) for c in cards]
    total = sum(p for p in known if p is not None)
    hidden = sum(1 for p in known if p is None)
    so_far = "" if complete else " so far"
    if hidden == len(cards):
        return f"You learn what its copper{so_far} is worth to you at the Revelation."
    value = f"worth {total:+d} to you" if total else "worth nothing to you"
    tail = f"; {counted(hidden, 'more card')} count at the Revelation" if hidden else ""
    return f"Its copper{so_far} is {value}{tail}."


def _messenger(obs: CopperTricksterObservation, mine: bool, last: bool) -> str:
    """Nanni's Messenger counts tricks: each up to the Revelation costs 2; after it, 1 or 2 pay.
    ``mine``: the card takes the trick as it stands; ``last``: nobody plays after it."""
    if obs.trick_no <= obs.revelation_after:
        if mine:
            return f"Up to the Revelation each trick you take costs you {-MESSENGER_BEFORE}."
        return f"Up to the Revelation (trick {obs.revelation_after}) you want no tricks."
    n = obs.tricks_after[obs.seat]
    now = messenger_after_points(n)
    if mine:
        then = "Your" if last else "If it holds, your"
        return (
            f"{then} tricks after the Revelation go from {n} to {n + 1}: {now} points become "
            f"{messenger_after_points(n + 1)}."
        )
    return f"You stay at {counted(n, 'trick')} after the Revelation, worth {now} points."
