"""Copas rules, one ruling per test (see ../shared/RULINGS.md, Copas)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.copas.deck import copas_deck, deck_for
from rules.copas.sampling import known_voids
from rules.copas.scoring import score_round
from rules.copas.state import CopasState
from rules.core.errors import IllegalAction
from rules.core.events import GameOver, Notice, RoundScored, RoundStarted, TrickWon
from rules.core.registry import get_game


def cards(text: str):
    return copas_deck().cards(text.split())


def new(players: int, seed: int = 0, deal: dict | None = None, **options) -> CopasState:
    return get_game("copas").new_game(players, options, seed, deal)  # type: ignore[return-value]


def play(state: CopasState, seat: int, code: str):
    return state.apply(seat, state.parse_action(f"play {code}"))


def play_round(state: CopasState, policy: Callable[[CopasState, int], str]) -> list:
    """Play until the round number changes (or the game ends); returns the events."""
    events: list = []
    start = state.round_no
    while not state.is_over() and state.round_no == start:
        (seat,) = state.to_move()
        events += play(state, seat, policy(state, seat))
    return events


def lowest(state: CopasState, seat: int) -> str:
    return min((a.card for a in state.legal_actions(seat)), key=lambda c: c.rank).code


def cups_first(state: CopasState, seat: int) -> str:
    """Play a Cup whenever allowed, else the lowest card."""
    legal = [a.card for a in state.legal_actions(seat)]
    cups = [c for c in legal if c.suit == "C"]
    return cups[0].code if cups else lowest(state, seat)


# --- the deck ---------------------------------------------------------------------------------


def test_portuguese_ranking_low_to_high():
    order = cards("2C 3C 4C 5C 6C QC JC KC 7C AC")
    assert [c.rank for c in order] == sorted(c.rank for c in order)
    assert len({c.rank for c in order}) == 10


@pytest.mark.parametrize("players,size,total", [(3, 13, 39), (4, 10, 40), (5, 8, 40)])
def test_deal_sizes(players, size, total):
    state = new(players, seed=5)
    assert [len(h) for h in state.hands] == [size] * players
    assert len(deck_for(players)) == total
    dealt = {c.code for h in state.hands for c in h}
    assert ("2P" in dealt) == (players != 3)


# --- order of play ----------------------------------------------------------------------------


def test_first_dealer_comes_from_the_seed():
    dealers = {new(4, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new(4, seed=11).dealer == new(4, seed=11).dealer


@pytest.mark.parametrize("players", [3, 4, 5])
def test_dealers_right_leads_and_play_goes_anticlockwise(players):
    state = new(players, seed=3)
    assert state.leader == (state.dealer - 1) % players
    assert state.to_move() == (state.leader,)
    seat = state.leader
    for _ in range(players - 1):
        play(state, seat, lowest(state, seat))
        seat = (seat - 1) % players
        assert state.to_move() == (seat,)


def test_the_leader_deals_the_next_round():
    state = new(4, seed=8)
    first_leader = state.leader
    play_round(state, lowest)
    assert state.round_no == 2
    assert state.dealer == first_leader
    assert state.leader == (first_leader - 1) % 4


def test_a_round_is_dealt_anticlockwise_from_the_leader():
    state = new(4, seed=21)
    cards_in_order = list(deck_for(4))
    state.round_rng(1).shuffle(cards_in_order)
    assert set(state.hands[state.leader]) == set(cards_in_order[0::4])
    assert set(state.hands[(state.leader - 1) % 4]) == set(cards_in_order[1::4])


# --- tricks -----------------------------------------------------------------------------------

FOUR_HANDS = [
    "2P 3P 4P 5P 6P QP JP KP 7P AP",
    "2E 3E 4E 5E 6E QE JE KE 7E AE",
    "2C 3C 4C 5C 6C QC JC KC 7C AC",
    "2O 3O 4O 5O 6O QO JO KO 7O AO",
]


def mixed_deal() -> dict:
    # Seat 0 leads (dealer 1). Every hand mixes suits so following matters.
    return {
        "first_dealer": 1,
        "hands": [
            [
                "2P 3P 7P AP 2E 3E 2C 3C 2O 3O".split(),
                "4P 5P KP 4E 5E 4C 5C 4O 5O 6O".split(),
                "6P QP JP 6E QE JE 6C QC QO JO".split(),
                "KE 7E AE JC KC 7C AC KO 7O AO".split(),
            ]
        ],
    }


def test_must_follow_suit_with_a_clear_reason():
    state = new(4, deal=mixed_deal())
    assert state.to_move() == (0,)
    play(state, 0, "2P")
    assert state.to_move() == (3,)  # anticlockwise
    # Seat 3 holds no Clubs: anything goes.
    play(state, 3, "KE")
    # Seat 2 holds Clubs and must play one.
    with pytest.raises(IllegalAction, match="you must follow Clubs: you hold the 6 of Clubs"):
        play(state, 2, "6E")
    assert {a.card.suit for a in state.legal_actions(2)} == {"P"}


def test_highest_of_the_led_suit_wins_and_the_seven_beats_the_king():
    state = new(4, deal=mixed_deal())
    play(state, 0, "7P")
    play(state, 3, "AE")  # an off-suit Ace wins nothing
    play(state, 2, "JP")
    events = play(state, 1, "KP")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won and won[0].seat == 0  # the 7 outranks the King
    assert state.to_move() == (0,)  # the winner leads


def test_the_ace_beats_the_seven():
    state = new(4, deal=mixed_deal())
    play(state, 0, "2C")
    play(state, 3, "7C")
    play(state, 2, "6C")
    events = play(state, 1, "4C")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [3]
    play(state, 3, "AC")
    play(state, 2, "QC")
    play(state, 1, "5C")
    events = play(state, 0, "3C")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [3]


def test_illegal_actions_say_why():
    state = new(4, deal=mixed_deal())
    with pytest.raises(IllegalAction, match="not your turn"):
        play(state, 2, "6P")
    with pytest.raises(IllegalAction, match="you do not hold the Ace of Cups"):
        play(state, 0, "AC")
    with pytest.raises(IllegalAction, match="an action looks like 'play 7C'"):
        state.parse_action("bid 7C")
    with pytest.raises(IllegalAction, match="no card"):
        state.parse_action("play 9C")
    assert state.why_illegal(2, state.parse_action("6P")) == "it is not your turn"
    assert state.why_illegal(0, state.parse_action("2P")) is None


def test_cups_may_be_led_and_discarded_freely_by_default():
    state = new(4, deal=mixed_deal())
    assert "2C" in {a.card.code for a in state.legal_actions(0)}
    play(state, 0, "2P")
    assert "AC" in {a.card.code for a in state.legal_actions(3)}


# --- house rules ------------------------------------------------------------------------------


def test_house_rule_no_cup_lead_until_one_is_discarded():
    state = new(4, deal=mixed_deal(), no_cup_lead_until_discarded=True)
    assert all(a.card.suit != "C" for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="Cups may not be led"):
        play(state, 0, "2C")
    play(state, 0, "2O")
    play(state, 3, "KO")
    play(state, 2, "QO")
    play(state, 1, "4O")  # seat 3 wins with the King of Coins
    assert state.to_move() == (3,)
    assert all(a.card.suit != "C" for a in state.legal_actions(3))
    play(state, 3, "KE")  # seat 2 ... seat 0 follow Swords; nobody can discard yet
    play(state, 2, "QE")
    play(state, 1, "5E")
    play(state, 0, "3E")
    assert state.to_move() == (3,)
    play(state, 3, "7O")
    play(state, 2, "JO")
    play(state, 1, "5O")
    play(state, 0, "3O")
    play(state, 3, "AO")
    play(state, 2, "6P")  # void in Coins now
    play(state, 1, "6O")
    assert not state.cups_discarded
    play(state, 0, "2P")
    play(state, 3, "AE")
    play(state, 2, "6E")
    play(state, 1, "4E")
    play(state, 0, "2E")
    play(state, 3, "7E")
    play(state, 2, "JE")
    play(state, 1, "4P")  # void in Swords: throws a Club, not a Cup
    play(state, 0, "3P")
    assert state.to_move() == (3,)
    # Seat 3 holds only Cups now, so it may lead one even though no Cup was discarded.
    assert {a.card.suit for a in state.legal_actions(3)} == {"C"}
    play(state, 3, "JC")
    assert not state.cups_discarded  # a led Cup does not unlock them


def test_house_rule_cups_unlock_once_discarded():
    deal = mixed_deal()
    state = new(4, deal=deal, no_cup_lead_until_discarded=True)
    play(state, 0, "2E")
    play(state, 3, "KE")
    play(state, 2, "QE")
    play(state, 1, "4E")  # seat 3 wins and leads
    play(state, 3, "KO")
    play(state, 2, "QO")
    play(state, 1, "4O")
    play(state, 0, "2O")  # seat 3 again
    play(state, 3, "7E")
    play(state, 2, "JE")
    play(state, 1, "5E")
    play(state, 0, "3E")
    play(state, 3, "AE")
    play(state, 2, "6E")
    # Seat 1 has no Swords left: it discards a Cup, which unlocks Cups.
    assert all(a.card.suit != "E" for a in state.legal_actions(1))
    play(state, 1, "4C")
    assert state.cups_discarded
    play(state, 0, "2P")
    assert state.to_move() == (3,)
    assert any(a.card.suit == "C" for a in state.legal_actions(3))


def test_house_rule_no_cups_on_the_first_trick():
    state = new(4, deal=mixed_deal(), no_cups_on_first_trick=True)
    play(state, 0, "2P")
    # Seat 3 is void in Clubs but holds other suits: no Cup allowed.
    assert all(a.card.suit != "C" for a in state.legal_actions(3))
    with pytest.raises(IllegalAction, match="first trick"):
        play(state, 3, "AC")
    play(state, 3, "KE")
    play(state, 2, "6P")
    play(state, 1, "4P")  # seat 2's 6 of Clubs wins
    # On the second trick Cups may be discarded again.
    play(state, 2, "QP")
    play(state, 1, "5P")
    play(state, 0, "3P")
    assert "AC" in {a.card.code for a in state.legal_actions(3)}
    play(state, 3, "AC")
    assert state.trick_no == 3


def test_only_cups_may_still_be_discarded_on_the_first_trick():
    hands = [
        "2P 3P 4P 5P 6P QP JP KP 7P AP".split(),
        "2C 3C 4C 5C 6C QC JC KC 7C AC".split(),
        "2E 3E 4E 5E 6E QE JE KE 7E AE".split(),
        "2O 3O 4O 5O 6O QO JO KO 7O AO".split(),
    ]
    state = new(4, deal={"first_dealer": 1, "hands": [hands]}, no_cups_on_first_trick=True)
    play(state, 0, "2P")
    play(state, 3, "2O")
    play(state, 2, "2E")
    assert {a.card.suit for a in state.legal_actions(1)} == {"C"}
    play(state, 1, "AC")


# --- scoring ----------------------------------------------------------------------------------


def test_each_cup_is_one_point():
    out = score_round(1, cups_taken=[3, 0, 7, 0], tricks_won=[2, 3, 4, 1], pending=None)
    assert out.result.points == (3, 0, 7, 0)
    assert out.new_pending is None


def test_taking_every_trick_gives_everyone_else_ten():
    out = score_round(1, cups_taken=[10, 0, 0, 0], tricks_won=[10, 0, 0, 0], pending=None)
    assert out.result.points == (0, 10, 10, 10)
    assert out.new_pending is None  # not a bonus: every trick overrides all ten Cups


def test_all_ten_cups_are_held_for_a_bonus_round():
    out = score_round(1, cups_taken=[0, 10, 0, 0], tricks_won=[3, 5, 1, 1], pending=None)
    assert out.result.points == (0, 0, 0, 0)
    assert out.new_pending == 1


def test_bonus_round_without_a_cup_erases_the_ten():
    out = score_round(2, cups_taken=[4, 0, 6, 0], tricks_won=[3, 2, 4, 1], pending=1)
    assert out.result.points == (4, 0, 6, 0)
    assert out.new_pending is None
    assert out.result.title == "Bonus round"


def test_bonus_round_with_cups_scores_ten_plus_each_cup():
    out = score_round(2, cups_taken=[4, 2, 4, 0], tricks_won=[3, 2, 4, 1], pending=1)
    assert out.result.points == (4, 12, 4, 0)


def test_all_ten_again_scores_twenty_and_no_further_bonus():
    out = score_round(2, cups_taken=[0, 10, 0, 0], tricks_won=[3, 5, 1, 1], pending=1)
    assert out.result.points == (0, 20, 0, 0)
    assert out.new_pending is None


def test_another_player_taking_all_ten_moves_the_bonus():
    out = score_round(2, cups_taken=[0, 0, 10, 0], tricks_won=[3, 2, 4, 1], pending=1)
    assert out.result.points == (0, 0, 0, 0)
    assert out.new_pending == 2


def test_every_trick_in_a_bonus_round_erases_the_pending_ten():
    out = score_round(2, cups_taken=[10, 0, 0, 0], tricks_won=[10, 0, 0, 0], pending=1)
    assert out.result.points == (0, 10, 10, 10)  # the pending player scores 10 like the others
    assert out.new_pending is None
    out = score_round(2, cups_taken=[0, 10, 0, 0], tricks_won=[0, 10, 0, 0], pending=1)
    assert out.result.points == (10, 0, 10, 10)


def test_round_breakdown_names_where_points_came_from():
    out = score_round(2, cups_taken=[4, 2, 4, 0], tricks_won=[3, 2, 4, 1], pending=1)
    labels = [i.label for i in out.result.breakdown[1]]
    assert labels == ["Pending 10 Cups from the last round", "Cups taken"]
    assert sum(i.points for i in out.result.breakdown[1]) == 12


# --- a bonus round played through the state ----------------------------------------------------


def all_cups_deal() -> dict:
    """3 players; seat 1 holds all ten Cups and three low Clubs, so it takes every Cup but
    loses the Club tricks. Seat 1 leads (dealer 2)."""
    return {
        "first_dealer": 2,
        "hands": [
            [
                "6P QP JP 2E 3E 4E 5E 6E QE JE KE 7E AE".split(),
                "3P 4P 5P 2C 3C 4C 5C 6C QC JC KC 7C AC".split(),
                "KP 7P AP 2O 3O 4O 5O 6O QO JO KO 7O AO".split(),
            ]
        ],
    }


def test_all_cups_in_play_leads_to_a_bonus_round():
    state = new(3, deal=all_cups_deal())
    events = play_round(state, lambda s, seat: cups_first(s, seat) if seat == 1 else lowest(s, seat))
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert scored[0].points == (0, 0, 0)
    assert state.pending_bonus == 1
    assert any(isinstance(e, Notice) and "bonus round" in e.text for e in events)
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started[-1].title == "Bonus round" and state.bonus_round
    assert state.dealer == 1 and state.leader == 0  # normal rotation
    # Play the bonus round out; the pending seat's score follows the bonus rules.
    events = play_round(state, lowest)
    cups = [sum(1 for c in won if c.suit == "C") for won in state.won]  # next round: reset
    scored = [e for e in events if isinstance(e, RoundScored)][0]
    won_cups = [0, 0, 0]
    tricks = [0, 0, 0]
    for e in events:
        if isinstance(e, TrickWon):
            tricks[e.seat] += 1
            won_cups[e.seat] += sum(1 for _, c in e.cards if c.suit == "C")
    expected = score_round(2, won_cups, tricks, pending=1).result.points
    assert scored.points == expected
    assert cups == [0, 0, 0]


# --- the end ----------------------------------------------------------------------------------


def test_game_ends_when_someone_pops_and_lowest_wins():
    for seed in range(30):
        state = new(4, seed=seed)
        rng = random.Random(seed)
        last = []
        while not state.is_over():
            (seat,) = state.to_move()
            last = state.apply(seat, rng.choice(state.legal_actions(seat)))
        result = state.result()
        totals = list(result.scores)
        assert max(totals) >= 51
        assert result.winners == tuple(s for s in range(4) if totals[s] == min(totals))
        popped = [s for s in range(4) if totals[s] >= 51]
        worst = max(totals[s] for s in popped)
        assert result.extra["losers"] == [s for s in popped if totals[s] == worst]
        assert isinstance(last[-1], GameOver)
        # No earlier round ended with someone at 51 unless a bonus round was still owed.
        running = [0, 0, 0, 0]
        for r, after in zip(result.rounds[:-1], result.rounds[1:]):
            running = [a + b for a, b in zip(running, r.points)]
            if max(running) >= 51:
                assert after.title == "Bonus round"
        assert state.legal_actions(0) == []
        with pytest.raises(IllegalAction, match="game is over"):
            state.apply(0, state.parse_action("2E"))


def test_no_pop_while_a_bonus_is_pending():
    state = new(3, deal=all_cups_deal())
    state.totals = [0, 55, 0]  # seat 1 is already over the line going into this round
    play_round(state, lambda s, seat: cups_first(s, seat) if seat == 1 else lowest(s, seat))
    assert state.pending_bonus == 1
    assert not state.is_over()  # the bonus round must be played first


# --- records, deals, options ------------------------------------------------------------------


def test_action_text_round_trips():
    state = new(5, seed=2)
    for action in state.legal_actions(state.to_move()[0]):
        assert state.parse_action(str(action)) is action


def test_deal_fixes_the_hands_and_later_rounds_come_from_the_seed():
    deal = mixed_deal()
    state = new(4, seed=9, deal=deal)
    assert [[c.code for c in h] for h in state.hands] == [
        sorted(h, key=lambda code: copas_deck().card(code).index) for h in deal["hands"][0]
    ]
    play_round(state, lowest)
    reference = new(4, seed=9)
    play_round(reference, lowest)
    reference2 = new(4, seed=9)
    cards_r2 = list(deck_for(4))
    reference2.round_rng(2).shuffle(cards_r2)
    assert set(state.hands[state.leader]) == set(cards_r2[0::4])


@pytest.mark.parametrize(
    "deal,message",
    [
        ({"hands": [[["2P"]] * 4]}, "every hand holds 10"),
        ({"hands": [[h.split() for h in FOUR_HANDS[:3]]]}, "must list 4 hands"),
        ({"first_dealer": 7}, "first_dealer"),
        ({"hands": [[FOUR_HANDS[0].split()] * 4]}, r"the 2 of Clubs \(2P\) is dealt twice"),
    ],
)
def test_bad_deals_are_refused_clearly(deal, message):
    with pytest.raises(ValueError, match=message):
        new(4, deal=deal)


def test_options_are_declared_in_the_registry():
    info = get_game("copas")
    assert info.player_counts == (3, 4, 5)
    assert {o.key: o.default for o in info.options} == {
        "no_cup_lead_until_discarded": False,
        "no_cups_on_first_trick": False,
    }
    assert "51" in info.rules_text


# --- determinization --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sampled_state_matches_the_observation(players):
    rng = random.Random(players)
    for seed in range(40):
        state = new(players, seed=seed, no_cup_lead_until_discarded=seed % 2 == 0)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over():
                break
            (seat,) = state.to_move()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for seat in range(players):
            obs = state.observation(seat)
            sampled = CopasState.sample_from(obs, random.Random(seed))
            assert sampled.observation(seat) == obs
            # Every other hand is a guess, but it honours every void the seat has seen.
            for other, voids in enumerate(known_voids(obs)):
                assert not any(c.suit in voids for c in sampled.hands[other])
            if not sampled.is_over():
                (mover,) = sampled.to_move()
                sampled.apply(mover, random.Random(1).choice(sampled.legal_actions(mover)))


def test_sampling_varies_the_hidden_hands():
    state = new(4, seed=4)
    obs = state.observation(0)
    guesses = {
        tuple(c.code for c in CopasState.sample_from(obs, random.Random(i)).hands[1])
        for i in range(10)
    }
    assert len(guesses) > 5


def test_clone_is_independent():
    state = new(4, seed=6)
    twin = state.clone()
    (seat,) = state.to_move()
    state.apply(seat, state.legal_actions(seat)[0])
    assert len(twin.hands[seat]) == len(state.hands[seat]) + 1
    assert twin.trick == [] and len(state.trick) == 1
