"""What each Copper Trickster seat may know: the slots per character until the Revelation, the
discards and passes hidden from all but their owners, and ``sample_from`` staying consistent."""

from __future__ import annotations

import random

import pytest

from rules.copper_trickster.characters import EA_NASIR, MESSENGER
from rules.copper_trickster.state import CopperTricksterState
from rules.core.registry import get_game
from tests.card_walk import cards_in
from tests.test_copper_trickster_helpers import CARD, act, make_state, pass_all, play_tricks

# slots "BFMPS" and great M: good Assyrian B, good Babylonian F, mediocre P, bad S.
KNOWS_4_5 = {
    "ea_nasir": (("mediocre", "P"), ("bad", "S")),
    "assyrian_buyer": (("good_assyrian", "B"), ("good_babylonian", "F")),
    "supplier": (("great", "M"),),
    "babylonian_buyer": (("good_assyrian", "B"), ("good_babylonian", "F")),
    "messenger": (),
}


@pytest.mark.parametrize("players", [4, 5])
def test_each_character_sees_its_own_slots(players: int) -> None:
    state = make_state(players, slots="BFMPS")
    assert all(state.observation(s).known == () for s in range(players))  # nothing placed yet
    act(state, 2, "great M")
    for seat in range(players):
        obs = state.observation(seat)
        assert obs.known == KNOWS_4_5[obs.character], obs.character
        assert obs.slots == ("great", "good_assyrian", "good_babylonian", "mediocre", "bad")


def test_three_player_knowledge() -> None:
    state = make_state(3, removed_suit="P", slots="BFMS")  # great M: good Assyrian B, mediocre F, bad S
    act(state, 2, "great M")
    known = {state.characters[s]: state.observation(s).known for s in range(3)}
    assert known == {
        "ea_nasir": (("mediocre", "F"), ("bad", "S")),
        "assyrian_buyer": (("good_assyrian", "B"),),
        "supplier": (("great", "M"),),
    }
    assert state.observation(0).removed_suit == "P"


def test_everyone_knows_everything_after_the_revelation_even_the_messenger() -> None:
    state = make_state(5, slots="BFMPS")
    act(state, 2, "great M")
    pass_all(state)
    play_tricks(state, 5)
    assert state.observation(4).known == () and not state.observation(4).revealed
    play_tricks(state, 1)
    full = state.assignment
    assert all(state.observation(s).known == full and state.observation(s).revealed for s in range(5))


def test_discards_and_passes_are_hidden_from_all_but_their_owners() -> None:
    state = make_state(4, {0: "1B 2B", 1: "3B 4B"}, slots="BFMPS")
    act(state, 2, "great M")
    act(state, 0, "pass 1B 2B")
    obs1 = state.observation(1)
    assert obs1.passed == (True, False, False, False)
    assert CARD("2B") not in cards_in(obs1) and CARD("1B") not in cards_in(obs1)  # the receiver too
    assert {CARD("1B"), CARD("2B")} <= state.hidden_cards(1)
    own = state.observation(0)
    assert own.my_discard == CARD("1B") and own.my_pass == CARD("2B") and own.received is None
    assert CARD("2B") not in state.hidden_cards(0)  # it knows where its own pass is
    pass_all(state, {1: "pass 3B 4B"})
    obs1 = state.observation(1)
    assert obs1.received == CARD("2B") and CARD("2B") in obs1.hand and CARD("1B") not in cards_in(obs1)
    assert obs1.my_discard == CARD("3B") and obs1.my_pass == CARD("4B")
    for seat in range(4):
        leaked = cards_in(state.observation(seat)) & state.hidden_cards(seat)
        assert not leaked
        others = {d for s, d in enumerate(state.discards) if s != seat}
        assert others <= state.hidden_cards(seat)


def test_party_trump_card_is_public_the_other_discards_stay_hidden() -> None:
    state = make_state(4, slots="BFMPS", party=True, trump_from=1)
    act(state, 2, "great M")
    pass_all(state)
    trump = state.discards[1]
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.trump_card is trump and trump not in state.hidden_cards(seat)
        hidden_discards = {d for s, d in enumerate(state.discards) if s not in (seat, 1)}
        assert hidden_discards <= state.hidden_cards(seat) and not hidden_discards & cards_in(obs)


def test_the_great_phase_shows_only_the_supplier_its_choice() -> None:
    state = make_state(4, slots="BFMPS")
    obs = state.observation(2)
    assert obs.phase == "great" and obs.to_move == (2,) and len(obs.legal_actions) == 5
    assert state.observation(0).legal_actions == ()


# --- sample_from --------------------------------------------------------------------------------
def _random_state(players: int, seed: int, actions: int, party: bool = False) -> CopperTricksterState:
    state = get_game("copper_trickster").new_game(players, {"ea_nasirs_party": party}, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state  # type: ignore[return-value]


def test_samples_keep_known_slots_and_vary_the_unknown_ones() -> None:
    state = make_state(5, slots="BFMPS")
    act(state, 2, "great M")
    rng = random.Random(0)
    layouts: dict[int, set] = {}
    for seat in range(5):
        obs = state.observation(seat)
        for _ in range(30):
            sampled = CopperTricksterState.sample_from(obs, rng)
            assert sampled.observation(seat) == obs
            assert set(obs.known) <= set(sampled.assignment)
            layouts.setdefault(seat, set()).add(sampled.assignment)
    assert len(layouts[4]) > 10  # the Messenger knows nothing: many layouts fit
    assert len(layouts[2]) > 3 and all(a[0] == ("great", "M") for a in layouts[2])


def test_samples_respect_voids_and_the_seats_own_discard_and_pass() -> None:
    rng = random.Random(1)
    checked = 0
    for seed in range(30):
        state = _random_state(4, seed, 4 + 1 + 4 * 9)  # great, passes, some tricks
        obs = state.observation(0)
        voids: dict[int, set[str]] = {}
        for trick in obs.history:
            led = trick.plays[0][1].suit
            for seat, card in trick.plays[1:]:
                if card.suit != led:
                    voids.setdefault(seat, set()).add(led)
        for _ in range(5):
            sampled = CopperTricksterState.sample_from(obs, rng)
            assert sampled.discards[0] is obs.my_discard and sampled.passes[0] is obs.my_pass
            receiver = sampled.pass_to[0]
            if obs.my_pass not in obs.played_cards():
                assert obs.my_pass in sampled.hands[receiver]
            for seat, suits in voids.items():
                assert not any(c.suit in suits for c in sampled.hands[seat])
                checked += 1
    assert checked


def test_samples_never_make_ea_nasirs_pass_bad_copper() -> None:
    rng = random.Random(2)
    for seed in range(20):
        state = _random_state(4, seed, 1)
        ea = state.characters.index(EA_NASIR)
        assyrian = (ea + 1) % 4
        state.apply(ea, state.legal_actions(ea)[0])
        # Before the hand-over, another seat's view: Ea-Nasir's laid pass is taken back and he
        # chooses again in the sample (a search decides it), never passing bad copper.
        watcher = (ea + 2) % 4
        for _ in range(5):
            sampled = CopperTricksterState.sample_from(state.observation(watcher), rng)
            assert ea in sampled.to_move() and sampled.passes[ea] is None
            sampled.apply(ea, sampled.legal_actions(ea)[0])
            assert sampled.passes[ea].suit != sampled.bad_suit or all(
                c.suit == sampled.bad_suit for c in sampled.hands[ea]
            )
        for seat in range(4):
            if seat != ea and not state.passed[seat]:
                state.apply(seat, state.legal_actions(seat)[0])
        # After it, the Assyrian Buyer knows Ea-Nasir's pass was not bad copper.
        obs = state.observation(assyrian)
        for _ in range(5):
            sampled = CopperTricksterState.sample_from(obs, rng)
            assert sampled.bad_suit != obs.received.suit


def test_the_messenger_and_trump_card_sample_consistently() -> None:
    rng = random.Random(3)
    for seed in range(10):
        state = _random_state(5, seed, 1 + 5 + 5 * 3, party=True)
        for seat in range(5):
            obs = state.observation(seat)
            sampled = CopperTricksterState.sample_from(obs, rng)
            assert sampled.observation(seat) == obs
            assert sampled.trump_card is obs.trump_card and obs.trump_card in sampled.discards
            assert sampled.passes[sampled.characters.index(MESSENGER)] is None
            every = [c for h in sampled.hands for c in h] + [c for c in sampled.discards if c]
            every += [c for t in sampled.history for _, c in t.plays] + [c for _, c in sampled.trick]
            assert len(every) == len(set(every)) == 60
