"""Determinization: ``sample_from`` respects everything the seat has seen, in every game.

The shared dealer (``rules.core.sampling``) is checked for uniformity against brute force; each
game's samples, over positions from random play, keep the shown voids, the passed cards, the
known slots and what a face-down play shows; seats with a hidden simultaneous choice pending are
to move again in the sample; and the samples vary.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rules.copas.deck import deck_for
from rules.core.cards import Card
from rules.core.registry import get_game
from rules.core.sampling import Dealer, NoDeal, Place, count_deals, deal, shown_voids
from rules.core.state import GameState

MAIN = {
    "copas": (4, {}),
    "assassins_trick": (2, {}),
    "copper_trickster": (4, {}),
    "trickster_proposition": (2, {}),
    "tavern_tricks": (4, {}),
    "vazerneiros": (4, {"negative_rumors": True}),
}


# --- the shared dealer ------------------------------------------------------------------------
def _nine() -> list[Card]:
    d = list(deck_for(4))
    return d[:4] + d[10:13] + d[20:22]  # four of one suit, three of another, two of a third


def _brute(cards: list[Card], places: list[Place]) -> set[tuple[frozenset[Card], ...]]:
    """Every fitting deal, by listing all of them."""
    if not places:
        return {()} if not cards else set()
    first, rest = places[0], places[1:]
    out = set()
    for hand in itertools.combinations(cards, first.size):
        if all(first.takes(c) for c in hand):
            left = [c for c in cards if c not in hand]
            out.update((frozenset(hand), *tail) for tail in _brute(left, rest))
    return out


@pytest.mark.parametrize("tries", [0, 6])
def test_the_dealer_draws_every_fitting_deal_equally_often(tries: int) -> None:
    cards = _nine()
    a, b = cards[0].suit, cards[4].suit
    places = [Place(3, frozenset({a})), Place(3, frozenset({b})), Place(3)]
    fitting = _brute(cards, places)
    assert count_deals(cards, places) == pytest.approx(len(fitting))
    rng = random.Random(7)
    draws = 30 * len(fitting)
    seen = Counter(tuple(frozenset(h) for h in deal(cards, places, rng, tries=tries)) for _ in range(draws))
    assert set(seen) == fitting
    chi2 = sum((k - 30) ** 2 / 30 for k in seen.values())
    assert chi2 < 1.5 * len(fitting)  # expected about len(fitting); a biased dealer is far off


def test_the_dealer_keeps_only_and_void_and_refuses_the_impossible() -> None:
    cards = _nine()
    only = frozenset(cards[4:6])
    places = [Place(1, only=only), Place(4, frozenset({cards[0].suit})), Place(4)]
    rng = random.Random(1)
    for _ in range(50):
        hands = deal(cards, places, rng, tries=0)
        assert hands[0][0] in only and all(c.suit != cards[0].suit for c in hands[1])
    assert count_deals(cards, places) == pytest.approx(len(_brute(cards, places)))
    with pytest.raises(NoDeal):  # five cards of no suit a place may take into four places
        deal(cards, [Place(5, frozenset({cards[0].suit, cards[4].suit})), Place(4)], rng)
    with pytest.raises(NoDeal):
        deal(cards, [Place(3)], rng)


@pytest.mark.parametrize("tries", [0, 6])
def test_a_dealer_kept_for_many_deals_draws_what_deal_draws(tries: int) -> None:
    cards = _nine()
    places = [Place(2, only=frozenset(cards[3:8])), Place(3, frozenset({cards[0].suit})), Place(4)]
    dealer = Dealer(cards, places)
    kept, fresh = random.Random(3), random.Random(3)
    for _ in range(40):
        assert dealer.deal(kept, tries) == deal(cards, places, fresh, tries)
    with pytest.raises(NoDeal):
        Dealer(cards, [Place(3)])


def test_shown_voids_read_a_follower_off_suit() -> None:
    d = list(deck_for(4))
    trick = [(0, d[0]), (1, d[1]), (2, d[12])]
    assert shown_voids([trick, []], 3) == [set(), set(), {d[0].suit}]


# --- every game ---------------------------------------------------------------------------------
def positions(
    game: str, seeds: range, every: int = 3, deal_: dict[str, Any] | None = None, upto_round: int = 2
) -> Iterator[GameState]:
    """Every ``every``-th state of the first rounds of a few random games at the game's main
    player count."""
    players, options = MAIN[game]
    info = get_game(game)
    for seed in seeds:
        state = info.new_game(players, options, seed, deal_) if deal_ else info.new_game(players, options, seed)
        rng = random.Random(f"walk:{seed}")
        i = 0
        while not state.is_over() and state.observation(0).round_no <= upto_round:
            if i % every == 0:
                yield state
            seat = rng.choice(state.to_move())
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
            i += 1


def _sampling(game: str) -> Any:
    return __import__(f"rules.{game}.sampling", fromlist=["x"])


PENDING_GAMES = ["assassins_trick", "copper_trickster", "tavern_tricks", "vazerneiros"]


@pytest.mark.parametrize("game", PENDING_GAMES)
def test_a_hidden_simultaneous_choice_is_taken_back_for_the_search(game: str) -> None:
    """Seats that chose while the choice is still open are to move again in the sample, their
    choice back in hand; the seat's own choice stays made."""
    cls = get_game(game).state_class
    module = _sampling(game)
    rng = random.Random(3)
    met = 0
    for state in positions(game, range(3), every=1):
        if len(state.to_move()) < 1 or state.is_over():
            continue
        for seat in range(state.players):
            obs = state.observation(seat)
            pending = module.pending_seats(obs)
            truth_moved = [s for s in range(state.players) if s != seat and s not in state.to_move()]
            if not pending:
                continue
            assert set(pending) <= set(truth_moved)
            met += 1
            sampled = cls.sample_from(obs, rng)
            assert set(sampled.to_move()) == set(obs.to_move) | set(pending)
            assert list(sampled.to_move()) == sorted(sampled.to_move())
            for s in pending:
                assert sampled.legal_actions(s), f"seat {s} is to choose again"
            if seat not in obs.to_move:
                assert seat not in sampled.to_move()
        if met > 40:
            break
    assert met, f"no position of {game} had a hidden choice pending"


def _other_hands(state: GameState, seat: int) -> dict[int, list[Card]]:
    return {s: list(state.hands[s]) for s in range(state.players) if s != seat}  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["copas", "copper_trickster", "trickster_proposition", "vazerneiros"])
def test_samples_keep_the_voids_shown(game: str) -> None:
    cls = get_game(game).state_class
    module = _sampling(game)
    rng = random.Random(5)
    checked = 0
    for state in positions(game, range(3)):
        for seat in range(state.players):
            obs = state.observation(seat)
            voids = module.known_voids(obs)
            if game == "trickster_proposition":
                voids = {1 - seat: voids, seat: set()}
            truth = _other_hands(state, seat)
            if game == "vazerneiros":  # cards taken openly in rumor 13's swaps are known, not dealt
                truth = {s: [c for c in h if c not in obs.known_in_hands[s]] for s, h in truth.items()}
            for s, hand in truth.items():  # the voids read are true of the real hands
                assert not any(c.suit in voids[s] for c in hand)
            if not any(voids[s] for s in truth):
                continue
            for _ in range(3):
                sampled = cls.sample_from(obs, rng)
                for s, hand in _other_hands(sampled, seat).items():
                    if game == "vazerneiros":
                        hand = [c for c in hand if c not in obs.known_in_hands[s]]
                    bad = [c.code for c in hand if c.suit in voids[s]]
                    assert not bad, f"seat {s} shown void in {sorted(voids[s])} holds {bad}"
                checked += 1
    assert checked > 20


def test_copper_trickster_samples_keep_the_pass_and_the_slots_seen() -> None:
    cls = get_game("copper_trickster").state_class
    rng = random.Random(9)
    placed = 0
    for state in positions("copper_trickster", range(3)):
        for seat in range(state.players):
            obs = state.observation(seat)
            sampled = cls.sample_from(obs, rng)
            assert set(obs.known) <= set(sampled.assignment)
            if obs.phase == "tricks" and obs.my_pass is not None:
                target = obs.pass_to
                played = {c for s, c in [p for t in obs.history for p in t.plays] + list(obs.trick) if s == target}
                assert obs.my_pass in sampled.hands[target] or obs.my_pass in played
                assert sampled.received[target] is obs.my_pass
                placed += 1
            if obs.received is not None:
                assert sampled.passes[obs.received_from] is obs.received
    assert placed > 10


def test_tavern_tricks_samples_keep_the_cards_passed() -> None:
    cls = get_game("tavern_tricks").state_class
    rng = random.Random(11)
    placed = 0
    for state in positions("tavern_tricks", range(3)):
        for seat in range(state.players):
            obs = state.observation(seat)
            if obs.phase == "pass" or not obs.my_pass:
                continue
            sampled = cls.sample_from(obs, rng)
            played = set(obs.played_cards()) | set(obs.tied_pile)
            for card in obs.my_pass:
                assert card in played or card in sampled.hands[obs.pass_to]
            placed += 1
    assert placed > 10


def test_trickster_proposition_samples_keep_the_peeked_slot_and_own_suit() -> None:
    cls = get_game("trickster_proposition").state_class
    rng = random.Random(13)
    peeked = 0
    for state in positions("trickster_proposition", range(4)):
        for seat in range(2):
            obs = state.observation(seat)
            sampled = cls.sample_from(obs, rng)
            assert set(obs.known) <= set(sampled.slot_suits)
            assert sampled.player_suits[seat] == obs.my_suit
            suits = [*sampled.player_suits, *(s for _, s in sampled.slot_suits)]
            assert len(set(suits)) == 4
            peeked += bool(obs.known) and not obs.revealed
    assert peeked


def test_vazerneiros_face_down_plays_fit_what_they_show() -> None:
    from rules.vazerneiros.rumors import FACE_DOWN_NUMBERS, LIGHT_AND_SHADOWS
    from rules.vazerneiros.sampling import known_voids

    cls = get_game("vazerneiros").state_class
    rng = random.Random(17)
    deal_ = {"rounds": [{"rumors": [9, 15, 1]}]}  # round 1: the veil or rumor 15, two times in three
    checked = 0
    for state in positions("vazerneiros", range(6), every=1, deal_=deal_, upto_round=1):
        for seat in range(state.players):
            obs = state.observation(seat)
            down = [(i, p) for i, p in enumerate(obs.trick) if p.card is None]
            if not down:
                continue
            led = obs.trick[0].suit
            voids = known_voids(obs)
            for _ in range(2):
                sampled = cls.sample_from(obs, rng)
                for i, shown in down:
                    play = sampled.trick[i]
                    card = play.card
                    assert play.face_down and play.effects == shown.effects and play.seat == shown.seat
                    changed = any(e.endswith("suit") for e in shown.effects)
                    if obs.rumor == LIGHT_AND_SHADOWS:
                        assert card.rank in FACE_DOWN_NUMBERS
                    if i == 0:
                        assert play.suit == shown.suit and (card.suit != shown.suit) == changed
                    elif changed:
                        assert card.suit != led and play.suit == led
                    else:
                        assert card.suit == led or all(c.suit != led for c in sampled.hands[play.seat])
                    assert not any(c.suit in voids[play.seat] for c in sampled.hands[play.seat])
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("game", list(MAIN))
def test_a_sample_has_every_field_a_dealt_state_has(game: str) -> None:
    """Samplers build their state without a first deal (``dealt=False``) and set the round's
    fields themselves: none may be left out, in any phase."""
    cls = get_game(game).state_class
    rng = random.Random(23)
    checked = 0
    for state in positions(game, range(3), every=5):
        if state.is_over():
            continue
        sample = cls.sample_from(state.observation(0), rng)
        assert set(vars(state)) - set(vars(sample)) == set(), state.observation(0)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("game", list(MAIN))
def test_samples_vary_and_are_not_the_truth(game: str) -> None:
    """Samples of one observation differ from each other and, at least once, from the truth."""
    cls = get_game(game).state_class
    rng = random.Random(19)
    varied = 0
    for state in positions(game, range(2), every=7):
        seat = 0
        hidden = state.hidden_cards(seat)
        if len(hidden) < 4:
            continue
        obs = state.observation(seat)
        where = [_places(cls.sample_from(obs, rng), hidden) for _ in range(6)]
        truth = _places(state, hidden)
        assert len(set(where)) > 1 and any(w != truth for w in where)
        varied += 1
        if varied >= 5:
            break
    assert varied


def _places(state: GameState, cards: set[Card]) -> tuple[tuple[str, str], ...]:
    """Where each of ``cards`` lies in the state: the attribute, and the position or the hand
    (a prize deck's order counts; a hand's order does not)."""
    where: dict[Card, str] = {}
    for name, value in vars(state).items():
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, Card):
                    where[item] = f"{name}[{i}]"
                elif isinstance(item, (list, tuple)):
                    where.update((c, f"{name}[{i}]") for c in item if isinstance(c, Card))
                elif isinstance(getattr(item, "card", None), Card):
                    where[item.card] = f"{name}[{i}]"
        elif isinstance(value, Card):
            where[value] = name
    return tuple(sorted((where.get(c, "?"), c.code) for c in cards))
