"""Fixed Vazerneiros deals and the moves that drive them, shared by the rules tests.

A scenario names only the cards it needs per seat; ``fill_hands`` completes every hand to its
size from the other cards in a fixed shuffled order, never giving a seat a card of its ``void``
suits, so the hands are fixed and known. ``start`` runs the auction with chosen bids (by
default seat 0 wins with the Barbarian 11) and picks the rumor, leaving the state at the first
trick.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.core.cards import Card
from rules.core.events import Event
from rules.vazerneiros.actions import PlayAction
from rules.vazerneiros.deck import HAND_SIZES, vazerneiros_deck
from rules.vazerneiros.observation import EXCHANGE_PHASE, LEADER_PHASE, TRICK_PHASE
from rules.vazerneiros.rumors import rumor_pool
from rules.vazerneiros.state import VazerneirosState

TRACK = "MBPD"  # Mages > Barbarians > Paladins > Druids: not the letters' order on purpose
BIDS = ("B11", "B10", "B9", "B8", "B7")  # seat 0 wins the auction by default
FILL_SEED = 2024  # the order in which the cards no scenario names are dealt


def C(code: str) -> Card:
    """The interned card with this code."""
    return vazerneiros_deck().card(code)


def codes(cards: Iterable[Card]) -> list[str]:
    return sorted(c.code for c in cards)


def fill_hands(
    players: int,
    given: Mapping[int, Sequence[str]] | None = None,
    void: Mapping[int, str] | None = None,
) -> list[list[str]]:
    """One full hand per seat: the ``given`` cards, then the cards nobody was given dealt one at
    a time round the table in a fixed shuffled order (``FILL_SEED``), so every hand gets a
    spread of suits and numbers and a round played out has no foregone winner.

    A seat is never dealt a card of a suit in ``void[seat]`` (suit letters), so a seat given no
    card of such a suit holds none; each card goes to the next seat round the table that can
    take it while every hand can still be filled."""
    given = given or {}
    void = void or {}
    size = HAND_SIZES[players]
    taken = {code for cards in given.values() for code in cards}
    assert len(taken) == sum(len(c) for c in given.values()), "a card is given twice"
    hands: list[list[str]] = [list(given.get(seat, ())) for seat in range(players)]
    assert all(len(h) <= size for h in hands), f"a seat is given more than {size} cards"
    pool = [c.code for c in vazerneiros_deck() if c.code not in taken]
    random.Random(FILL_SEED).shuffle(pool)
    need = [size - len(h) for h in hands]
    seat = 0
    for k, code in enumerate(pool):
        rest = pool[k + 1:]
        for step in range(players):
            s = (seat + step) % players
            if need[s] and code[0] not in void.get(s, ""):
                need[s] -= 1
                if _can_fill(need, rest, void):
                    hands[s].append(code)
                    seat = (s + 1) % players
                    break
                need[s] += 1
    assert not any(need), f"the void suits leave too few cards to fill seats {[s for s in range(players) if need[s]]}"
    return hands


def _can_fill(need: Sequence[int], cards: Sequence[str], void: Mapping[int, str]) -> bool:
    """Hall's condition: every group of seats can take at least as many cards as it still needs."""
    seats = range(len(need))
    for mask in range(1, 1 << len(need)):
        group = [s for s in seats if mask >> s & 1]
        wanted = sum(need[s] for s in group)
        if wanted and sum(1 for c in cards if any(c[0] not in void.get(s, "") for s in group)) < wanted:
            return False
    return True


def offered_with(rumor: int, negative: bool = False) -> list[int]:
    """``rumor`` and the two lowest other rumors in play."""
    others = [r for r in rumor_pool(negative) if r != rumor]
    return [rumor, *others[:2]]


def make_deal(
    hands: Sequence[Sequence[str]], track: str = TRACK, rumors: Sequence[int] = (1, 2, 3), **more: Any
) -> dict[str, Any]:
    """A ``deal`` fixing round 1's hands, track and revealed rumors; ``more`` adds top-level fields."""
    return {"rounds": [{"hands": [list(h) for h in hands], "track": list(track), "rumors": list(rumors)}], **more}


def new_state(
    players: int = 4,
    given: Mapping[int, Sequence[str]] | None = None,
    *,
    bids: Sequence[str] = BIDS,
    void: Mapping[int, str] | None = None,
    track: str = TRACK,
    rumors: Sequence[int] = (1, 2, 3),
    negative: bool = False,
    seed: int = 0,
) -> VazerneirosState:
    """A new game whose round 1 is fixed: each seat's ``given`` cards plus its bid card, filled."""
    with_bids = {s: [bids[s], *(given or {}).get(s, ())] for s in range(players)}
    hands = fill_hands(players, with_bids, void)
    return VazerneirosState(players, {"negative_rumors": negative}, seed, deal=make_deal(hands, track, rumors))


def act(state: VazerneirosState, seat: int, text: str) -> list[Event]:
    """``seat`` takes the action ``text`` names."""
    return state.apply(seat, state.parse_action(text))


def auction(state: VazerneirosState, bids: Sequence[str] = BIDS) -> list[Event]:
    """Every seat lays its bid, seat 0 first; the events of the last (the reveal)."""
    events: list[Event] = []
    for seat in range(state.players):
        events = act(state, seat, f"bid {bids[seat]}")
    return events


def start(
    rumor: int,
    given: Mapping[int, Sequence[str]] | None = None,
    *,
    players: int = 4,
    bids: Sequence[str] = BIDS,
    void: Mapping[int, str] | None = None,
    track: str = TRACK,
    trump: str | None = None,
    potions: Sequence[int] | None = None,
    negative: bool | None = None,
) -> VazerneirosState:
    """A round at its first trick under ``rumor``: the auction played, the rumor (and trump)
    chosen. ``potions`` then sets every seat's tokens, the supply keeping the total at 20."""
    neg = rumor >= 16 if negative is None else negative
    state = new_state(players, given, bids=bids, void=void, track=track, rumors=offered_with(rumor, neg), negative=neg)
    auction(state, bids)
    winner = state.auction_winner
    assert winner is not None
    act(state, winner, f"rumor {rumor}")
    if trump is not None:
        act(state, winner, f"trump {trump}")
    if potions is not None:
        set_potions(state, potions)
    assert state.phase == TRICK_PHASE
    return state


def set_potions(state: VazerneirosState, potions: Sequence[int]) -> None:
    """Give every seat these tokens; the supply takes or gives the difference (20 in all)."""
    state.potions = list(potions)
    state.supply = 20 - sum(potions) - (1 if state.trump_marker else 0)
    assert state.supply >= 0


def play(state: VazerneirosState, *texts: str) -> list[Event]:
    """Each text played in turn by the seat to move; all the events."""
    events: list[Event] = []
    for text in texts:
        (seat,) = state.to_move()
        events += act(state, seat, text)
    return events


def simple_action(state: VazerneirosState, seat: int) -> Any:
    """The first legal action without potion effects (any legal action if none): a fixed,
    predictable way to play out the rest of a round."""
    legal = state.legal_actions(seat)
    for action in legal:
        if not isinstance(action, PlayAction) or not action.potioned:
            return action
    return legal[0]


def finish_round(state: VazerneirosState) -> list[Event]:
    """Play ``simple_action`` until the round in progress is scored; all the events."""
    start_round = state.round_no
    events: list[Event] = []
    while state.round_no == start_round and not state.is_over():
        assert state.phase in (TRICK_PHASE, EXCHANGE_PHASE, LEADER_PHASE), state.phase
        (seat,) = state.to_move()
        events += state.apply(seat, simple_action(state, seat))
    return events


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]
