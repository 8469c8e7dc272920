"""The Trickster Proposition's easy bot: legal, decided from its observation alone, and sensible
(it keeps and gives by what it knows of the suits, bribes early, and beats random play)."""

from __future__ import annotations

import dataclasses
import random

from rules.ai import make_bot
from rules.trickster_proposition.easy import EasyBot, suit_values
from rules.core.registry import get_game
from rules.trickster_proposition.actions import Bribe, give_actions, keep_actions
from rules.trickster_proposition.deal import copper_deck
from rules.trickster_proposition.observation import TricksterPropositionObservation
from rules.trickster_proposition.state import TricksterPropositionState
from tests.test_trickster_proposition_deals import act, new_state

GAME = "trickster_proposition"


def card(code: str):  # type: ignore[no-untyped-def]
    return copper_deck().card(code)


def play_game(levels: tuple[str, str], seed: int) -> TricksterPropositionState:
    state = get_game(GAME).new_game(2, {}, seed)
    assert isinstance(state, TricksterPropositionState)
    bots = [make_bot(GAME, levels[s], seed * 10 + s) for s in (0, 1)]
    while not state.is_over():
        seat = state.to_move()[0]
        obs = state.observation(seat)
        action = bots[seat].choose(obs)
        assert action in obs.legal_actions
        state.apply(seat, action)
    return state


def test_the_easy_bot_is_registered() -> None:
    assert isinstance(make_bot(GAME, "easy", 1), EasyBot)


def test_the_easy_bot_beats_random_play() -> None:
    wins = 0
    for seed in range(60):
        easy = seed % 2  # the easy bot takes each seat in turn
        levels = ("easy", "random") if easy == 0 else ("random", "easy")
        result = play_game(levels, seed).result()
        wins += result.winners == (easy,)
    assert wins >= 45


def test_the_easy_bot_decides_from_its_observation_alone() -> None:
    """States that differ only in what the seat cannot see get the same choice."""
    rng = random.Random(4)
    for seed in range(6):
        state = get_game(GAME).new_game(2, {}, seed)
        assert isinstance(state, TricksterPropositionState)
        play = random.Random(seed)
        for _ in range(50):
            seat = state.to_move()[0]
            obs = state.observation(seat)
            other = TricksterPropositionState.sample_from(obs, rng)
            assert other.observation(seat) == obs
            assert EasyBot(seed).choose(obs) == EasyBot(seed).choose(other.observation(seat))
            state.apply(seat, play.choice(state.legal_actions(seat)))


def test_the_easy_bot_bribes_early() -> None:
    """Following on the first trick with a bribe open, it takes the peek."""
    state = new_state()
    act(state, 0, "play 1B")
    choice = EasyBot(0).choose(state.observation(1))
    assert isinstance(choice, Bribe)
    assert choice.slot == "bad"  # the bad suit is the one worth knowing first


def _sorting(
    obs: TricksterPropositionObservation, phase: str, cards: list[str], **known: str
) -> TricksterPropositionObservation:
    """``obs`` turned into a sorting decision over ``cards``, the bot knowing the ``known`` slots."""
    verbs = give_actions() if phase == "give" else keep_actions()
    sorting = tuple(card(c) for c in cards)
    return dataclasses.replace(
        obs,
        phase=phase,
        sorting=sorting,
        legal_actions=tuple(verbs.for_card(c) for c in sorting),
        known=tuple(known.items()),
    )


def test_the_winner_keeps_the_great_suit_it_knows_of() -> None:
    obs = new_state().observation(0)  # seat 0 holds Bulls; Moons are great, Palms bad
    keep = EasyBot(0).choose(_sorting(obs, "keep", ["6M", "7F"], great="M"))
    assert str(keep) == "keep 6M"
    keep = EasyBot(0).choose(_sorting(obs, "keep", ["6P", "2B"], bad="P"))
    assert str(keep) == "keep 2B"


def test_the_loser_sends_the_bad_suit_it_knows_of_to_ea_nasir_or_denies_the_winner() -> None:
    obs = new_state().observation(0)
    give = EasyBot(0).choose(_sorting(obs, "give", ["6M", "2B", "5P"], bad="P"))
    # Ea-Nasir takes the bad card; the winner will keep the likely better Moon, we get our Bull.
    assert str(give) == "give 5P"
    give = EasyBot(0).choose(_sorting(obs, "give", ["6M", "2B", "3M"], great="M"))
    # Two great cards and ours: keeping a great card from the winner is worth more than ours.
    assert str(give) == "give 2B"


def test_suit_values_follow_what_the_bot_knows() -> None:
    obs = new_state().observation(0)  # own suit Bulls
    unknown = suit_values(obs)
    assert unknown["B"] == (1, 2, 1)
    assert unknown["M"] == unknown["P"] == unknown["F"]
    knows = suit_values(dataclasses.replace(obs, known=(("bad", "P"),)))
    assert knows["P"][0] == -4 and knows["M"][0] == knows["F"][0] == 2.5


def test_the_rollout_policy_chooses_as_the_easy_bot_does() -> None:
    """Search's fast playout policy reads the state, for the seat to move only, yet with the same
    seed it makes the easy bot's every choice (leads, follows, bribes, gives and keeps)."""
    from rules.trickster_proposition.rollout import rollout_policy

    verbs = set()
    for seed in range(8):
        state = get_game(GAME).new_game(2, {}, seed)
        bots = [EasyBot(seed * 10 + s) for s in (0, 1)]
        policies = [rollout_policy(seed * 10 + s) for s in (0, 1)]
        while not state.is_over():
            seat = state.to_move()[0]
            action = bots[seat].choose(state.observation(seat))
            assert policies[seat](state, seat) is action
            verbs.add(action.verb)
            state.apply(seat, action)
    assert verbs == {"play", "bribe", "give", "keep"}


def test_the_unseen_cards_are_the_other_hand_and_ea_nasirs_pile() -> None:
    """What the easy bot, the hint and the search's deal count as unseen, at every turn of a game:
    exactly the other player's hand and Ea-Nasir's face-down pile, in deck order."""
    for seed in range(3):
        state = get_game(GAME).new_game(2, {}, seed)
        bots = [EasyBot(seed * 10 + s) for s in (0, 1)]
        while not state.is_over():
            seat = state.to_move()[0]
            hidden = [*state.hands[1 - seat], *state.draw]
            assert state.observation(seat).unseen_cards() == sorted(hidden, key=lambda c: c.index)
            state.apply(seat, bots[seat].choose(state.observation(seat)))
