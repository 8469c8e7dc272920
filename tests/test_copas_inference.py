"""Copas search's reading of the others' plays (rules/copas/inference.py): what each play rules
out, that the readings never rule out a card an easy bot really holds, that a seat which breaks
the habits is no longer read, and that the belief deals only hands that fit."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

import pytest

from rules.ai.base import make_bot
from rules.ai.search import SearchBot, SearchConfig
from rules.copas import inference
from rules.copas.deck import copas_deck
from rules.copas.inference import CopasBelief, read_plays
from rules.copas.observation import CompletedTrick, CopasObservation
from rules.copas.state import CopasState
from rules.core.cards import Card
from rules.core.registry import get_game


def _cards(*codes: str) -> tuple[Card, ...]:
    deck = copas_deck()
    return tuple(deck.card(code) for code in codes)


def _codes(cards: frozenset[Card]) -> set[str]:
    return {c.code for c in cards}


def _observation(
    trick: tuple[tuple[int, str], ...] = (),
    history: tuple[tuple[tuple[int, str], ...], ...] = (),
    options: tuple[tuple[str, bool], ...] = (),
    hand: tuple[str, ...] = (),
) -> CopasObservation:
    """Seat 0's view of a 4-player round after the given tricks (only what ``read_plays`` reads
    is filled in with care)."""

    def plays(p: tuple[tuple[int, str], ...]) -> tuple[tuple[int, Card], ...]:
        return tuple((seat, _cards(code)[0]) for seat, code in p)

    done = tuple(CompletedTrick(p[0][0], plays(p), p[0][0]) for p in history)
    return CopasObservation(
        seat=0, players=4, options=options, to_move=(0,), legal_actions=(), hand=_cards(*hand),
        hand_counts=(10, 10, 10, 10), round_no=1, dealer=0, leader=1, bonus_round=False,
        pending_bonus=None, trick_no=len(history) + 1, trick=plays(trick), history=done,
        tricks_won=(0, 0, 0, 0), cups_taken=(0, 0, 0, 0), own_won=(), cups_discarded=False,
        scores=(0, 0, 0, 0), round_points=(), is_over=False,
    )  # fmt: skip


def test_a_duck_rules_out_the_cards_between_it_and_the_winning_card() -> None:
    # Clubs low to high: 2 3 4 5 6 Q J K 7 A. Seat 2 ducked the 3 under seat 1's King.
    absent = read_plays(_observation(trick=((1, "KP"), (2, "3P"))))
    assert _codes(absent[2]) == {"4P", "5P", "6P", "QP", "JP"}
    own = read_plays(_observation(trick=((1, "KP"), (2, "3P")), hand=("5P", "QP")))
    assert _codes(own[2]) == {"4P", "6P", "JP"}  # the observer's own cards are no reading
    assert _codes(absent[1]) == {"2P", "4P", "5P", "6P", "QP", "JP"}  # led its lowest Club
    assert absent[0] == frozenset()  # the observer reads no one's hand, its own least


def test_going_over_rules_out_the_lower_cards_and_last_also_the_higher() -> None:
    absent = read_plays(_observation(history=(((1, "5P"), (2, "QP"), (3, "JP"), (0, "2P")),)))
    assert _codes(absent[2]) == {"3P", "4P", "6P"}  # could not duck the 5; went over with its lowest
    assert _codes(absent[3]) == {"3P", "4P", "6P"}  # the same: the 2 was the observer's, seen
    last = read_plays(_observation(trick=((0, "5P"), (1, "6P"), (2, "QP"), (3, "JP"))))
    assert _codes(last[3]) == {"2P", "3P", "4P", "KP", "7P", "AP"}  # last: took it with its highest


def test_a_throw_rules_out_higher_cups_or_every_cup_and_every_higher_card() -> None:
    cup = read_plays(_observation(trick=((1, "5P"), (2, "KC"))))
    assert _codes(cup[2]) == {"7C", "AC"}  # its highest Cup (the void in Clubs is the rules' own)
    coin = read_plays(_observation(trick=((1, "5P"), (2, "KO"))))
    cups = {f"{rank}C" for rank in ("2", "3", "4", "5", "6", "Q", "J", "K", "7", "A")}
    higher = {f"{rank}{suit}" for rank in ("7", "A") for suit in "PEO"}
    assert _codes(coin[2]) == cups | higher  # no Cup, and nothing above the King
    # With no Cup allowed on the first trick, a Coin thrown there says nothing of the Cups.
    barred = read_plays(_observation(trick=((1, "5P"), (2, "KO")), options=(("no_cups_on_first_trick", True),)))
    assert not _codes(barred[2]) & cups


def test_a_seat_that_plays_a_card_it_was_read_not_to_hold_is_no_longer_read() -> None:
    ducked = ((1, "KP"), (2, "3P"), (3, "2P"), (0, "AP"))
    assert read_plays(_observation(history=(ducked,), trick=((0, "4E"),)))[2]
    caught = _observation(history=(ducked,), trick=((0, "4P"), (1, "6P"), (2, "5P")))
    broken = read_plays(caught)
    assert broken[2] == frozenset()  # it held the 5 when it ducked the 3 under the King
    assert broken[1] == frozenset()  # over the 4 with the 6 ruled out the 5, now on the table
    assert inference._read(caught)[1] == {1, 2}  # Belief.careless


@pytest.mark.parametrize(
    ("players", "options"),
    [(4, {}), (3, {}), (5, {"no_cups_on_first_trick": True, "no_cup_lead_until_discarded": True})],
)
def test_the_readings_never_rule_out_a_card_an_easy_bot_holds(players: int, options: dict[str, bool]) -> None:
    """The habits read are the easy bot's: against easy bots every reading is true, and the
    readings do rule cards out."""
    ruled_out = 0
    for seed, state, obs in _easy_positions(players, options, range(6)):
        absent = read_plays(obs)
        assert CopasBelief(obs).careless == frozenset(), f"seed {seed}: an easy bot caught off its own habits"
        for s in range(players):
            assert not absent[s] & set(state.hands[s]), f"seed {seed}: seat {s} holds a card read absent"
            ruled_out += len(absent[s])
    assert ruled_out > 100


def _easy_positions(
    players: int, options: dict[str, bool], seeds: Iterable[int]
) -> Iterator[tuple[int, CopasState, CopasObservation]]:
    """Every position of the first two rounds of easy-bot games, with the mover's view: the easy
    bot plays on once the caller is done with it."""
    for seed in seeds:
        state = get_game("copas").new_game(players, options, seed)
        bots = [make_bot("copas", "easy", seed * 10 + s) for s in range(players)]
        while not state.is_over() and state.round_no <= 2:
            seat = state.to_move()[0]
            obs = state.observation(seat)
            yield seed, state, obs
            state.apply(seat, bots[seat].choose(obs))


def test_the_belief_deals_only_hands_that_fit_the_readings() -> None:
    state = get_game("copas").new_game(4, None, 3)
    bots = [make_bot("copas", "easy", s) for s in range(4)]
    for _ in range(17):
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    seat = state.to_move()[0]
    obs = state.observation(seat)
    belief = CopasBelief(obs)
    assert any(belief.absent), "nothing was read: pick a later position"
    rng = random.Random(5)
    for _ in range(40):
        sample = belief.sample(rng)
        assert sample.observation(seat) == obs
        for s in range(4):
            assert not belief.absent[s] & set(sample.hands[s])


def test_readings_that_leave_no_deal_fall_back_to_the_voids_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    state = get_game("copas").new_game(4, None, 3)
    seat = state.to_move()[0]
    obs = state.observation(seat)
    other = (seat + 1) % 4
    unseen = [c for s in range(4) if s != seat for c in state.hands[s]]
    readings = [frozenset(unseen[5:]) if s == other else frozenset() for s in range(4)]
    monkeypatch.setattr(inference, "_read", lambda _obs, _known=(): (readings, frozenset()))
    belief = CopasBelief(obs)
    assert belief.reads_plays
    sample = belief.sample(random.Random(1))  # the other seat could hold only 5 of its 10 cards
    assert sample.observation(seat) == obs
    assert not belief.reads_plays


def test_a_lead_rules_out_hands_from_which_the_easy_bot_would_have_led_another_card() -> None:
    # Seat 1 led the 2 of Clubs, eight Clubs above it unseen by it: score 8 - 0.1 * 0 = 8.
    obs = _observation(trick=((1, "2P"),))
    (lead,) = inference.read_leads(obs, frozenset())
    assert lead.seat == 1 and lead.later == _cards("2P")
    fits = _cards("3P", "5E", "AO")  # the 5 of Swords: 5 higher unseen, 4.7 -- under 8
    assert inference.lead_fits(lead, fits)
    low_sword = _cards("3P", "2E", "AO")  # the 2 of Swords: 9 higher unseen, 9 -- it would have led that
    assert not inference.lead_fits(lead, low_sword)
    assert not inference.read_leads(obs, {1})  # a seat read no more


def test_every_lead_an_easy_bot_makes_fits_its_true_hand_and_the_belief_deals_only_fitting_hands() -> None:
    for players, options in ((4, {}), (3, {}), (5, {"no_cups_on_first_trick": True, "no_cup_lead_until_discarded": True})):
        read = believed = kept = 0
        for seed, state, obs in _easy_positions(players, options, range(4)):
            leads = inference.read_leads(obs, frozenset())
            for lead in leads:
                assert inference.lead_fits(lead, state.hands[lead.seat]), f"seed {seed}: seat {lead.seat}'s lead"
            read += len(leads)
            if len(leads) >= 2 and seed < 2:
                belief = CopasBelief(obs)
                rng = random.Random(seed)
                for _ in range(10):
                    sample = belief.sample(rng)
                    assert sample.observation(obs.seat) == obs
                    assert all(inference.lead_fits(lead, sample.hands[lead.seat]) for lead in belief.leads)
                believed += 1
                kept += bool(belief.leads)
        assert read > 50
        # The true deal fits, so the leads are read on unless fitting deals are too rare to find.
        assert kept >= 0.95 * believed, f"{players} players: leads read at {kept} of {believed} positions"


def test_leads_that_no_deal_fits_are_no_longer_read(monkeypatch: pytest.MonkeyPatch) -> None:
    state = get_game("copas").new_game(4, None, 3)
    bots = [make_bot("copas", "easy", s) for s in range(4)]
    for _ in range(9):
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    obs = state.observation(state.to_move()[0])
    monkeypatch.setattr(inference, "lead_fits", lambda lead, hand: False)  # a person leading by other habits
    belief = CopasBelief(obs)
    assert belief.leads
    sample = belief.sample(random.Random(2))
    assert sample.observation(obs.seat) == obs
    assert belief.leads == ()


def test_the_search_deals_through_the_belief_unless_told_not_to() -> None:
    assert SearchBot("copas", 1, 8).belief is not None
    assert SearchBot("copas", 1, 8, config=SearchConfig(belief=False)).belief is None
    assert get_game("copas").belief is not None
    assert isinstance(get_game("copas").belief(CopasState(4, {}, 1).observation(0)), CopasBelief)  # type: ignore[misc]


def test_seats_that_play_at_random_are_soon_named_careless() -> None:
    """The belief names the seats caught off the habits (``careless``), for the search to play them
    at random; random players are caught within a few tricks."""
    state = get_game("copas").new_game(4, {}, 2)
    rng = random.Random(2)
    easy = make_bot("copas", "easy", 2)
    named: set[int] = set()
    while not state.is_over() and state.round_no == 1:
        seat = state.to_move()[0]
        obs = state.observation(seat)
        if seat == 0:
            belief = CopasBelief(obs)
            assert belief.careless == inference._read(obs)[1]
            assert all(not belief.absent[s] for s in belief.careless)
            named |= belief.careless
            state.apply(seat, easy.choose(obs))
        else:
            state.apply(seat, rng.choice(list(obs.legal_actions)))
    assert named and 0 not in named
