"""Tavern Tricks search's reading of the others' stakes and plays (rules/tavern_tricks/inference.py):
what a take, a throw and a stake rule out, that the readings never contradict an easy bot's true
hand, that a seat which breaks the habits is no longer read, how a Fates blurs the dice, and that
the belief deals only hands that fit."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules.ai.base import make_bot
from rules.ai.search import SearchBot
from rules.core.cards import Card
from rules.core.registry import get_game
from rules.tavern_tricks import inference
from rules.tavern_tricks.deck import tavern_deck
from rules.tavern_tricks.easy import STRONG
from rules.tavern_tricks.inference import TavernTricksBelief, read_plays, read_stakes
from rules.tavern_tricks.observation import CompletedTrick, TavernTricksObservation
from rules.tavern_tricks.rollout import keep_values
from rules.tavern_tricks.state import TavernTricksState

HUMAN_SWORD = ("H", "sword")


def _card(code: str) -> Card:
    return tavern_deck().card(code)


def _codes(cards: frozenset[Card]) -> set[str]:
    return {c.code for c in cards}


def _plays(*plays: tuple[int, str]) -> tuple[tuple[int, Card, None], ...]:
    return tuple((seat, _card(code), None) for seat, code in plays)


def _observation(
    trick: tuple[tuple[int, str], ...] = (),
    history: tuple[tuple[tuple[tuple[int, str], ...], tuple[str, str]], ...] = (),
    dice: tuple[str, str] = HUMAN_SWORD,
    hand: tuple[str, ...] = (),
    stakes: tuple[int | None, ...] = (1, 1, 1, 1),
) -> TavernTricksObservation:
    """Seat 0's view of a 4-player hand after the given tricks (only what the readings read is
    filled in with care)."""
    state = TavernTricksState(4, {}, seed=1)
    done = tuple(CompletedTrick(p[0][0], _plays(*p), p[0][0], d) for p, d in history)
    return state.observation(0)._replace(
        phase="trick", hand=tuple(_card(c) for c in hand), my_pass=(), received=(), history=done,
        trick=_plays(*trick), dice=dice, stakes=stakes, scores=(20, 20, 20, 20), tie_break=0,
        trick_no=len(history) + 1,
    )  # fmt: skip


def test_a_throw_rules_out_every_card_that_would_have_taken_the_trick_and_every_cheaper_one() -> None:
    # Human and sword dominate: seat 1 leads the 23 (a Human sword, the top tier); seat 2 throws
    # the 3 (an Orc axe, the lowest tier, worth 3 to keep).
    absent = read_plays(_observation(trick=((1, "23"), (2, "3"))))
    # The Order Dragon qualifies (Human is an Order race) and would have taken it; the 0 (Undead
    # axe) and the 2 (Dwarf mace) are worth less than the 3. The dead Chaos Dragon (worth 5) and
    # the 1 (a Human: the dominant race) are worth more.
    assert _codes(absent[2]) == {"ODRAGON", "0", "2"}
    own = read_plays(_observation(trick=((1, "23"), (2, "3")), hand=("0",)))
    assert _codes(own[2]) == {"ODRAGON", "2"}  # the observer's own cards are no reading
    assert absent[0] == frozenset()  # the observer reads no one's hand, its own least
    # A Fates thrown (in trick 2: the stake dice are known) is a last resort: worth 35 to keep
    # and 20 more to hold back, so everything worth less than 55 would have gone first (a Thief
    # at 20, a Bow at 50, the 5), but not the 30 (an Elf sword, worth 70), a Doppleganger (70)
    # or the other Fates (55, no less).
    first = (((1, "23"), (2, "3"), (3, "CDRAGON"), (0, "14")), HUMAN_SWORD)
    fates = _codes(read_plays(_observation(history=(first,), trick=((1, "24"), (2, "FATES1")), dice=("G", "mace")))[2])
    assert {"ODRAGON", "33", "THIEF1", "BOW1", "5"} <= fates  # the 33 (a Human) takes the 24
    assert not {"30", "DOPPEL1", "FATES2"} & fates


def test_a_take_rules_out_every_cheaper_card_that_would_have_taken_it() -> None:
    # Seat 1 leads the 23: every battle card takes a trick it leads, and each is worth less to
    # keep than the 23 (the top tier), so it held no other battle card.
    absent = read_plays(_observation(trick=((1, "23"),)))
    battle = {str(n) for n in range(36)} - {"23"}
    assert _codes(absent[1]) == battle
    # Undead and sword dominate. Seat 2 takes seat 1's 10 (a Human axe: the lowest tier) with the
    # 12 (a Goblin axe, the same tier): the only cheaper card that takes it is the 11 (a Dwarf
    # axe). The Chaos Dragon would take it too, but is worth far more to keep.
    took = read_plays(_observation(trick=((1, "10"), (2, "12")), dice=("U", "sword")))
    assert _codes(took[2]) == {"11"}


def test_a_seat_that_plays_a_card_it_was_read_not_to_hold_is_no_longer_read() -> None:
    first = (((1, "23"), (2, "3"), (3, "35"), (0, "14")), HUMAN_SWORD)
    assert read_plays(_observation(history=(first,), trick=((1, "5"),)))[2]
    assert 2 not in TavernTricksBelief(_observation(history=(first,), trick=((1, "5"),))).careless
    caught = _observation(history=(first,), trick=((1, "5"), (2, "2")))
    assert read_plays(caught)[2] == frozenset()  # it held the 2 when it threw the 3
    assert 2 in TavernTricksBelief(caught).careless  # the search expects less sense from it


def test_a_fates_blurs_the_dice_between_two_fates_and_the_stakes_when_it_came_first() -> None:
    # Trick 2 ended judged under Goblin and mace after two Fates. Its lead and the first Fates
    # were played under the dice trick 1 was judged with; the 6, between the two Fates, under a
    # roll this seat never saw.
    first = (((1, "23"), (2, "3"), (3, "CDRAGON"), (0, "14")), HUMAN_SWORD)
    second = (((3, "5"), (1, "FATES1"), (2, "6"), (0, "FATES2")), ("G", "mace"))
    absent = read_plays(_observation(history=(first, second), dice=("G", "mace")))
    assert _codes(absent[2]) == {"ODRAGON", "0", "2"}  # trick 1 alone: the 6 is not read
    # Seat 3 led the 5 (a sword, worth 45 under Human and sword): the 8, worth 8 there, would
    # have taken the lead too (under Goblin and mace it would be worth 128).
    assert "8" in _codes(absent[3])
    assert absent[1], "its Fates, played before the roll, broke nothing"
    # A Fates in trick 1 hides the dice the stakes were laid under (and the plays before it).
    blurred = (((1, "23"), (3, "FATES1"), (2, "3"), (0, "FATES2")), ("G", "mace"))
    assert read_plays(_observation(history=(blurred,), dice=("G", "mace")))[1] == frozenset()
    dice, ranges = read_stakes(_observation(history=(blurred,), stakes=(1, 3, 2, 1)))
    assert dice is None and all(r == (0, 8) for r in ranges)


def test_stakes_read_as_ranges_of_strong_cards() -> None:
    dice, ranges = read_stakes(_observation(stakes=(2, 3, 2, 1)))
    assert dice == HUMAN_SWORD
    assert ranges == [(0, 8), (4, 8), (2, 3), (0, 1)]
    poor = _observation(stakes=(2, 2, 1, 1))._replace(scores=(20, 0, 0, 20))
    assert read_stakes(poor)[1] == [(0, 8), (2, 8), (0, 8), (0, 1)]  # staked all it had


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_readings_never_contradict_an_easy_bots_true_hand(players: int) -> None:
    """The habits read are the easy bot's: against easy bots every reading is true, and the
    readings do rule cards out."""
    ruled_out = stakes_read = 0
    for seed in range(3):
        for state, obs in _positions(players, seed, "easy"):
            absent, caught = inference._read(obs)
            assert not caught, f"seed {seed}: an easy bot caught off its own habits"
            for s in range(players):
                assert not absent[s] & set(state.hands[s]), f"seed {seed}: seat {s} holds a card read absent"
                ruled_out += len(absent[s])
            dice, ranges = read_stakes(obs)
            for s in range(players):
                if dice is None or ranges[s] == (0, 8):
                    continue
                values = keep_values(dice)
                shown = [c for t in obs.history for p, c, _ in t.plays if p == s]
                shown += [c for p, c, _ in obs.trick if p == s]
                strong = sum(1 for c in [*state.hands[s], *shown] if values[c.index] >= STRONG)
                assert ranges[s][0] <= strong <= ranges[s][1]
                stakes_read += 1
    assert ruled_out > 100 and stakes_read > 50


def _positions(players: int, seed: int, level: str) -> Iterator[tuple[TavernTricksState, TavernTricksObservation]]:
    """Every seat's view at every decision of the first two hands of a game of ``level`` bots."""
    state = get_game("tavern_tricks").new_game(players, None, seed)
    bots = [make_bot("tavern_tricks", level, seed * 10 + s) for s in range(players)]
    while not state.is_over() and state.round_no <= 2:
        for seat in state.to_move():
            yield state, state.observation(seat)
        for seat in state.to_move():
            state.apply(seat, bots[seat].choose(state.observation(seat)))


def _midway(seed: int, moves: int, players: int = 4) -> tuple[TavernTricksState, int]:
    state = get_game("tavern_tricks").new_game(players, None, seed)
    bots = [make_bot("tavern_tricks", "easy", s) for s in range(players)]
    for _ in range(moves):
        for seat in state.to_move():
            state.apply(seat, bots[seat].choose(state.observation(seat)))
    return state, state.to_move()[0]


@pytest.mark.parametrize("players", [4, 6])  # 6: dealt seat by seat (InTurn), not exactly
def test_the_belief_deals_only_hands_that_fit_the_readings(players: int) -> None:
    state, seat = _midway(3, 14, players)
    obs = state.observation(seat)
    belief = TavernTricksBelief(obs)
    assert any(belief.absent) and belief._ranges, "nothing was read: pick a later position"
    dice, _ = read_stakes(obs)
    assert dice is not None
    values = keep_values(dice)
    rng = random.Random(5)
    for _ in range(40):
        sample = belief.sample(rng)
        assert sample.observation(seat) == obs
        for s in range(players):
            assert not belief.absent[s] & set(sample.hands[s])
        for s, (lo, hi) in belief._ranges.items():
            hidden = [c for c in sample.hands[s] if not (s == obs.pass_to and c in obs.my_pass)]
            assert lo <= sum(1 for c in hidden if values[c.index] >= STRONG) <= hi
    assert belief._ranges, "the stakes were read throughout"


def test_readings_that_leave_no_deal_fall_back_to_the_plays_then_to_uniform(monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat = _midway(3, 14)
    obs = state.observation(seat)
    other = next(s for s in range(4) if s != seat)
    unseen = [c for c in tavern_deck() if c not in state.visible_cards(seat)]
    readings = [frozenset(unseen[3:]) if s == other else frozenset() for s in range(4)]
    monkeypatch.setattr(inference, "_read", lambda _obs, _known=(): (readings, frozenset()))
    belief = TavernTricksBelief(obs)
    sample = belief.sample(random.Random(1))  # the other seat could hold 3 cards at most
    assert sample.observation(seat) == obs
    assert not belief._reading and not belief._ranges


def test_the_search_deals_through_the_belief() -> None:
    assert get_game("tavern_tricks").belief is not None
    assert SearchBot("tavern_tricks", 1, 8).belief is not None
    obs = TavernTricksState(4, {}, 1).observation(0)
    assert isinstance(get_game("tavern_tricks").belief(obs), TavernTricksBelief)  # type: ignore[misc]
    sample = TavernTricksBelief(obs).sample(random.Random(2))  # the pass: nothing read, uniform
    assert sample.observation(0) == obs


@pytest.mark.parametrize(("players", "seeds"), [(4, (12, 16)), (6, (1, 2))])
def test_against_players_with_no_habits_every_sample_still_fits_the_observation(players: int, seeds: tuple[int, ...]) -> None:
    """Random players break the readings: stakes that say nothing of the hand, plays that break
    the habits. The samples must still be states the observation could come from (seeds 12 and
    16 once drew more strong cards than there were, and dealt a hand short)."""
    for seed in seeds:
        for state, obs in _positions(players, seed, "random"):
            belief = TavernTricksBelief(obs)
            rng = random.Random(seed)
            for _ in range(10):
                sample = belief.sample(rng)
                assert sample.observation(obs.seat) == obs
                assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
