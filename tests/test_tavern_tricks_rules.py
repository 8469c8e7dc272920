"""Tavern Tricks: the hand's procedure, stakes, specialty cards in play, ties and tie-breaks."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import RoundStarted, TrickWon
from rules.tavern_tricks.actions import parse_action
from rules.tavern_tricks.events import (
    CardsPassed,
    CoinsStolen,
    DiceRolled,
    Staked,
    StakesTaken,
    TieBreak,
    TrickTied,
)
from rules.tavern_tricks.state import TavernTricksState, hands_total
from tests.test_tavern_tricks_helpers import C, act, at_trick, new_state, pass_all


def codes(cards) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(c.code for c in cards)


def test_the_pass_is_simultaneous_and_cards_join_once_all_have_passed() -> None:
    state = new_state()
    assert state.to_move() == (0, 1, 2) and state.phase == "pass"
    assert len(state.legal_actions(0)) == 56
    act(state, 0, "pass 13 22 32")
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 8
    assert state.observation(0).my_pass == (C("13"), C("22"), C("32"))
    assert state.observation(1).my_pass == () and state.observation(1).received == ()
    assert {C("13"), C("22"), C("32")} <= state.hidden_cards(1)
    assert state.to_move() == (1, 2)
    with pytest.raises(IllegalAction):
        act(state, 0, "pass 0 1 2")
    act(state, 1, "pass 12 14 15")
    events = act(state, 2, "pass 21 23 24")
    assert codes(state.hands[1]) == codes(map(C, ["6", "7", "8", "10", "11", "13", "22", "32"]))
    assert state.observation(1).received == (C("13"), C("22"), C("32"))
    passed = [e for e in events if isinstance(e, CardsPassed)]
    assert [(e.from_seat, e.to_seat) for e in passed] == [(0, 1), (1, 2), (2, 0)]
    assert passed[0].visible_to == frozenset({0, 1})


def test_passing_right_goes_to_the_previous_seat() -> None:
    state = new_state(direction="right")
    pass_all(state)
    assert state.received[2] == state.passes[0] and state.received[0] == state.passes[1]


def test_the_leader_rolls_after_the_pass_and_stakes_go_in_turn_from_the_leader() -> None:
    state = new_state(first_dealer=1)
    assert state.dealer == 1 and state.leader == 2 and state.dice is None
    pass_all(state)
    assert state.dice == ("U", "axe") and state.phase == "stake"
    assert state.to_move() == (2,)
    assert [str(a) for a in state.legal_actions(2)] == ["stake 1", "stake 2", "stake 3"]
    for bad in ("stake 0", "stake 4", "play 0"):
        with pytest.raises(IllegalAction):
            act(state, 2, bad)
    act(state, 2, "stake 3")
    assert state.to_move() == (0,) and state.coins[2] == 17
    act(state, 0, "stake 1")
    act(state, 1, "stake 2")
    assert state.stakes == [1, 2, 3] and state.stakes_pile == 6
    assert state.phase == "trick" and state.to_move() == (2,)
    assert state.observation(0).stakes == (1, 2, 3)


def test_a_stake_never_exceeds_the_coins_and_a_seat_without_coins_stakes_nothing() -> None:
    state = new_state()
    state.coins = [0, 2, 20]
    pass_all(state)
    assert [str(a) for a in state.legal_actions(1)] == ["stake 1", "stake 2"]
    act(state, 1, "stake 2")
    events = act(state, 2, "stake 1")
    assert Staked(0, 0) in events and state.stakes == [0, 2, 1]
    assert state.phase == "trick" and state.to_move() == (1,)
    # the seat without coins still plays and can win
    act(state, 1, "play 6")
    act(state, 2, "play 12")
    events = act(state, 0, "play 0")
    assert any(isinstance(e, TrickWon) and e.seat == 0 for e in events)


def test_any_card_may_be_played_and_the_winner_leads_the_next_trick() -> None:
    state = at_trick()
    assert state.to_move() == (1,)
    act(state, 1, "play 6")
    assert {a.card.code for a in state.legal_actions(2)} == {c.code for c in state.hands[2]}
    act(state, 2, "play 12")
    events = act(state, 0, "play 0")
    assert any(isinstance(e, TrickWon) and e.seat == 0 for e in events)
    assert state.tricks_won == [1, 0, 0] and state.to_move() == (0,) and state.leader == 0
    assert state.history[-1].winner == 0


TIE_HANDS = [
    ["SHIELD1", "1", "2", "4", "5", "21", "23", "24"],
    ["THIEF1", "32", "6", "7", "8", "10", "11", "13"],
    ["OCROWN1", "12", "14", "15", "16", "17", "18", "19"],
]


def test_a_tied_trick_stays_in_the_middle_and_the_next_winner_takes_it() -> None:
    state = at_trick(hands=TIE_HANDS)
    act(state, 1, "play THIEF1")  # all hold 19 coins: no effect
    act(state, 2, "play OCROWN1")
    events = act(state, 0, "play SHIELD1 axe")
    tie = next(e for e in events if isinstance(e, TrickTied))
    assert tie.taker is None and tie.trick_no == 1 and tie.reason == "no card can win (every card is a specialty card)"
    assert tie.describe(["Ada", "Bruno", "Carmen"].__getitem__) == (
        "Trick 1 is tied: no card can win (every card is a specialty card); "
        "its cards stay in the middle for the next trick's winner."
    )
    assert state.leader == 1 and state.to_move() == (1,)
    assert state.tied_tricks == 1 and len(state.tied_pile) == 3
    assert state.observation(2).tied_pile == tuple(state.tied_pile)
    act(state, 1, "play 32")
    act(state, 2, "play 12")
    act(state, 0, "play 1")
    assert state.tricks_won == [0, 2, 0] and state.tied_pile == [] and state.tied_tricks == 0
    assert state.coins == [19, 19, 19]


def _seventh(state: TavernTricksState, won: list[int], hands: list[list[str]]) -> None:
    state.tricks_played = 6
    state.tricks_won = list(won)
    state.hands = [sorted(C(c) for c in h) for h in hands]


def test_after_seven_tricks_the_most_tricks_take_the_stakes_and_the_eighth_cards_go_unseen() -> None:
    state = at_trick()
    _seventh(state, [2, 2, 2], [["1", "2"], ["32", "6"], ["12", "14"]])
    act(state, 1, "play 32")
    act(state, 2, "play 12")
    events = act(state, 0, "play 1")
    assert StakesTaken(1, 3) in events
    assert state.coins == [19, 22, 19] and state.round_no == 2 and state.phase == "pass"
    assert state.observation(0).round_points == ((-1, 2, -1),)
    hand = state.result().rounds[0]
    assert hand.points == (-1, 2, -1)  # each hand's change in coins, never the starting 20
    assert sum(i.points for i in hand.breakdown[1]) == 2  # the breakdown adds up to the change
    assert hand.tricks == (2, 3, 2) and hand.stakes_to == 1 and hand.stakes == 3 and hand.banks == (19, 22, 19)
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started and started[0].dealer == 1  # the deal passes left


def test_a_tied_seventh_trick_carries_into_the_tie_break_and_re_deals_follow() -> None:
    state = at_trick(redeals=[["5", "ODRAGON", "35"]])
    _seventh(state, [3, 3, 0], [["SHIELD1", "0"], ["THIEF1", "6"], ["OCROWN1", "32"]])
    act(state, 1, "play THIEF1")
    act(state, 2, "play OCROWN1")
    events = act(state, 0, "play SHIELD1 mace")
    assert TieBreak(1) in events and state.tie_break == 1 and state.tied_tricks == 1
    tie = next(e for e in events if isinstance(e, TrickTied))
    assert events.index(tie) < events.index(TieBreak(1)) and tie.goes == "stay"
    assert state.to_move() == (1,)  # the same leader leads the tie-break
    act(state, 1, "play 6")
    act(state, 2, "play 32")
    events = act(state, 0, "play 0")  # both 0 and 32 are Undead Axes: 32 wins with its tied trick
    assert state.tricks_won == [3, 3, 2]
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.reason == "highest card matching both dice (Undead and Axe)"
    assert TieBreak(2) in events and state.tie_break == 2
    assert [codes(h) for h in state.hands] == [["5"], ["ODRAGON"], ["35"]]
    assert state.history == [] and state.dice == ("U", "axe")  # the dice hold
    assert state.to_move() == (2,)
    act(state, 2, "play 35")
    act(state, 0, "play 5")
    events = act(state, 1, "play ODRAGON")  # Undead: the Order Dragon does not qualify
    assert StakesTaken(2, 3) not in events
    assert state.tricks_won == [3, 3, 3] and state.tie_break == 3
    assert len(state.hands[0]) == 1  # drawn from the seed once the deal's re-deals run out


def test_the_tie_break_is_only_over_when_one_player_alone_has_the_most() -> None:
    state = at_trick()
    _seventh(state, [3, 3, 0], [["1", "2"], ["6", "7"], ["32", "12"]])
    act(state, 1, "play 6")
    act(state, 2, "play 32")
    act(state, 0, "play 1")  # seat 2 wins trick 7: 3-3-1 is still a tie
    assert state.tie_break == 1
    act(state, 2, "play 12")
    act(state, 0, "play 2")
    events = act(state, 1, "play 7")  # the 12 Goblin Axe wins: 3-3-2 still ties
    assert state.tie_break == 2 and TieBreak(2) in events


def test_fates_rerolls_at_once_for_the_trick_and_the_rest_of_the_hand() -> None:
    hands = [["1", "2", "4"], ["FATES1", "FATES2", "6"], ["0", "14", "15"]]
    state = at_trick(hands=hands, rolls=[["H", "sword"], ["E", "mace"]])
    events = act(state, 1, "play FATES1")
    assert DiceRolled("H", "sword", True) in events and state.dice == ("H", "sword")
    act(state, 2, "play 14")
    act(state, 0, "play 4")
    assert state.tricks_won == [0, 0, 1]
    act(state, 2, "play 0")
    act(state, 0, "play 2")
    events = act(state, 1, "play FATES2")  # the later roll stands for the trick it is played in
    assert state.dice == ("E", "mace")
    assert state.tricks_won == [1, 0, 1]  # E mace: 2 Dwarf Mace (weapon) beats the 0 Undead Axe


def test_thief_robs_the_richest_bank_only() -> None:
    hands = [["THIEF1", "THIEF2", "1"], ["6", "7", "8"], ["12", "14", "15"]]
    state = at_trick(hands=hands)
    state.coins = [10, 19, 15]
    state.turn, state._to_move = 0, (0,)
    assert [str(a) for a in state.legal_actions(0)][:1] == ["play 1"]
    events = act(state, 0, "play THIEF1")
    assert CoinsStolen(0, 1, 2) in events and state.coins == [12, 17, 15] and state.stakes_pile == 3
    assert state.trick[-1][2] == 1


def test_thief_takes_one_coin_from_a_bank_of_one_and_nothing_when_richest() -> None:
    state = at_trick(hands=[["THIEF1", "1"], ["6", "7"], ["12", "14"]])
    state.coins = [0, 1, 0]
    state.turn, state._to_move = 0, (0,)
    act(state, 0, "play THIEF1")
    assert state.coins == [1, 0, 0]
    state = at_trick(hands=[["THIEF1", "1"], ["6", "7"], ["12", "14"]])
    state.coins = [9, 9, 3]
    state.turn, state._to_move = 0, (0,)
    events = act(state, 0, "play THIEF1")
    assert state.coins == [9, 9, 3] and not any(isinstance(e, CoinsStolen) for e in events)


def test_thief_chooses_among_others_tied_for_the_most() -> None:
    state = at_trick(hands=[["THIEF1", "1"], ["6", "7"], ["12", "14"]])
    state.coins = [5, 9, 9]
    state.turn, state._to_move = 0, (0,)
    texts = [str(a) for a in state.legal_actions(0)]
    assert "play THIEF1 from 1" in texts and "play THIEF1 from 2" in texts and "play THIEF1" not in texts
    with pytest.raises(IllegalAction):
        act(state, 0, "play THIEF1")
    act(state, 0, "play THIEF1 from 2")
    assert state.coins == [7, 9, 7]


def test_bow_names_another_seat_and_doppleganger_copies_only_battle_cards_in_the_trick() -> None:
    state = at_trick(hands=[["DOPPEL1", "1"], ["BOW1", "7"], ["SHIELD1", "14"]])
    texts = [str(a) for a in state.legal_actions(1)]
    assert "play BOW1 at 0" in texts and "play BOW1 at 2" in texts and "play BOW1 at 1" not in texts
    assert "play BOW1" not in texts
    act(state, 1, "play BOW1 at 0")
    assert [str(a) for a in state.legal_actions(2)][:3] == ["play 14", "play SHIELD1 sword", "play SHIELD1 axe"]
    act(state, 2, "play 14")
    texts = [str(a) for a in state.legal_actions(0)]
    assert "play DOPPEL1 race 14 weapon 14" in texts and "play DOPPEL1" not in texts
    with pytest.raises(IllegalAction):
        act(state, 0, "play DOPPEL1 race 7 weapon 14")
    events = act(state, 0, "play DOPPEL1 race 14 weapon 14")
    assert any(isinstance(e, TrickWon) and e.seat == 2 for e in events)  # the Bow stopped the copy


def test_doppleganger_leading_plays_plain() -> None:
    state = at_trick(hands=[["1"], ["DOPPEL1"], ["14"]])
    assert [str(a) for a in state.legal_actions(1)] == ["play DOPPEL1"]


@pytest.mark.parametrize(("players", "hands"), [(3, 6), (4, 4), (5, 5), (6, 6)])
def test_game_length_and_the_dealer_passing_left(players: int, hands: int) -> None:
    import random

    assert hands_total(players) == hands
    state = TavernTricksState(players, {}, seed=3)
    rng = random.Random(3)
    dealers = [state.dealer]
    while not state.is_over():
        seat = rng.choice(state.to_move())
        for e in state.apply(seat, rng.choice(state.legal_actions(seat))):
            if isinstance(e, RoundStarted):
                dealers.append(e.dealer)
    assert len(dealers) == hands == state.round_no
    assert dealers == [(dealers[0] + k) % players for k in range(hands)]
    assert sum(state.coins) == 20 * players
    assert state.result().winners == tuple(s for s, c in enumerate(state.coins) if c == max(state.coins))


def test_ties_for_most_coins_share_the_win() -> None:
    state = TavernTricksState(4, {}, seed=1)
    state.coins = [25, 10, 25, 20]
    assert state.winners() == (0, 2)


def test_observations_hide_other_hands_passes_and_the_undealt_cards() -> None:
    state = new_state()
    dealt = {c for h in state.hands for c in h}
    act(state, 0, "pass 13 22 32")
    for seat in range(3):
        hidden = state.hidden_cards(seat)
        assert {c for c in map(C, ["SHIELD1", "35", "ODRAGON"]) if c not in dealt} <= hidden
        assert not (set(state.hands[seat]) & hidden)
    assert C("13") in state.hidden_cards(1) and C("13") not in state.hidden_cards(0)


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        ({"dealer": 1}, "unknown deal field"),
        ({"first_dealer": 3}, "first_dealer"),
        ({"rounds": {}}, "rounds must be a list"),
        ({"rounds": [{"hand": []}]}, "unknown field"),
        ({"rounds": [{"hands": [["0"] * 8] * 2}]}, "must list 3 hands"),
        ({"rounds": [{"hands": [[str(i) for i in range(8)]] * 3}]}, "dealt twice"),
        ({"rounds": [{"hands": [["0"], ["1"], ["2"]]}]}, "8 cards"),
        ({"rounds": [{"hands": [["99"] * 8] * 3}]}, "no card"),
        ({"rounds": [{"direction": "up"}]}, "direction"),
        ({"rounds": [{"rolls": [["X", "axe"]]}]}, "each roll"),
        ({"rounds": [{"rolls": [["H", "bow"]]}]}, "each roll"),
        ({"rounds": [{"redeals": [["1", "1", "2"]]}]}, "redeal 1"),
    ],
)
def test_a_bad_deal_is_refused_clearly(deal: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        TavernTricksState(3, {}, seed=0, deal=deal)


def test_action_text_parses_back() -> None:
    for text in ("pass 0 1 BOW1", "stake 2", "play 14", "play BOW1 at 2", "play SHIELD1 axe",
                 "play DOPPEL1 race 14 weapon 23", "play THIEF1 from 2"):
        assert str(parse_action(text)) == text
    assert parse_action("14") is parse_action("play 14")
    for bad in ("pass 1 2", "stake x", "play BOW1 at", "play 14 at 2", "hello there"):
        with pytest.raises(IllegalAction):
            parse_action(bad)


def test_the_observation_shows_each_card_standing_in_the_trick() -> None:
    state = at_trick(hands=[["1", "2"], ["BOW1", "7"], ["0", "14"]])
    with pytest.raises(IllegalAction, match="another player"):
        act(state, 1, "play BOW1 at 1")
    act(state, 1, "play BOW1 at 2")
    act(state, 2, "play 0")
    obs = state.observation(0)
    assert obs.standing == ("cannot win: a specialty card", "cannot win: a Bow names it")
    assert obs.trick[0][2] == 2 and obs.dice == ("U", "axe")


def test_sampled_states_keep_the_observation_mid_pass_and_after_a_re_deal() -> None:
    import random

    rng = random.Random(5)
    state = new_state()
    act(state, 0, "pass 13 22 32")
    for seat in range(3):
        sampled = TavernTricksState.sample_from(state.observation(seat), rng)
        if seat == 0:
            assert sampled.observation(seat) == state.observation(seat)
            assert len(sampled.passes[0]) == 3 and len(sampled.hands[0]) == 5
        else:  # seat 0's hidden pass is taken back: it passes again in the sample
            assert sampled.to_move() == (0, 1, 2) and sampled.passes[0] == () and len(sampled.hands[0]) == 8
    state = at_trick(redeals=[["5", "ODRAGON", "35"]])
    _seventh(state, [3, 3, 0], [["SHIELD1", "0"], ["THIEF1", "6"], ["OCROWN1", "32"]])
    for seat, text in ((1, "play THIEF1"), (2, "play OCROWN1"), (0, "play SHIELD1 mace")):
        act(state, seat, text)
    for seat, text in ((1, "play 6"), (2, "play 32"), (0, "play 0")):
        act(state, seat, text)
    assert state.tie_break == 2
    for seat in range(3):
        obs = state.observation(seat)
        sampled = TavernTricksState.sample_from(obs, rng)
        assert sampled.observation(seat) == obs
        assert all(len(h) == 1 for h in sampled.hands)


def test_the_bow_names_its_target_by_name_in_the_log() -> None:
    from rules.tavern_tricks.deck import tavern_deck
    from rules.tavern_tricks.events import SpecialtyUsed

    event = SpecialtyUsed(1, tavern_deck().card("BOW1"), "aims at {target}: that card cannot win this trick.", 2)
    names = ["Ada", "Bruno", "Carmen"]
    assert event.describe(names.__getitem__) == "Bruno's Bow: aims at Carmen: that card cannot win this trick."


def test_every_trick_won_carries_its_reason_and_the_log_line_in_the_documented_form() -> None:
    state = at_trick()  # dice Undead, axe
    act(state, 1, "play 6")
    act(state, 2, "play 12")
    events = act(state, 0, "play 0")
    won = next(e for e in events if isinstance(e, TrickWon))
    names = ["Ada", "You", "Carmen"]
    assert won.describe(names.__getitem__) == (
        "Ada takes trick 1 with the 0 Undead Axe: the only card matching both dice (Undead and Axe)."
    )
    assert won.counted_as == () and won.cards == ((1, C("6")), (2, C("12")), (0, C("0")))


def test_a_tied_last_trick_says_its_cards_count_for_nobody() -> None:
    state = at_trick()
    _seventh(state, [3, 1, 2], [["BOW1", "1"], ["FATES1", "6"], ["THIEF1", "12"]])
    act(state, 1, "play FATES1")
    act(state, 2, "play THIEF1")
    events = act(state, 0, "play BOW1 at 2")
    tie = next(e for e in events if isinstance(e, TrickTied))
    assert tie.goes == "lost" and events.index(tie) < next(i for i, e in enumerate(events) if isinstance(e, StakesTaken))
    assert "count for nobody" in tie.describe(str)
    assert state.result().rounds[0].unclaimed == 1


def test_the_log_speaks_to_the_seat_named_you() -> None:
    from rules.tavern_tricks.deck import tavern_deck
    from rules.tavern_tricks.events import PassLaid, SpecialtyUsed

    names = ["You", "Bruno", "Carmen"].__getitem__
    bow = SpecialtyUsed(1, tavern_deck().card("BOW1"), "aims at {target}: that card cannot win this trick.", 0)
    assert bow.describe(names) == "Bruno's Bow: aims at you: that card cannot win this trick."
    assert SpecialtyUsed(0, tavern_deck().card("FATES1"), "rerolls.").describe(names) == "Your Fates: rerolls."
    assert Staked(0, 1).describe(names) == "You stake 1 coin." and Staked(1, 2).describe(names) == "Bruno stakes 2 coins."
    assert CoinsStolen(1, 0, 2).describe(names) == "Bruno steals 2 coins from you."
    assert CoinsStolen(0, 1, 1).describe(names) == "You steal 1 coin from Bruno."
    assert StakesTaken(0, 7).describe(names) == "You take the stakes: 7 coins."
    assert PassLaid(0).describe(names) == "You set 3 cards aside to pass."
    cards = (C("3"), C("17"), C("BOW1"))
    assert CardsPassed(2, 0, cards).describe(names) == "You receive the 3 Orc Axe, the 17 Elf Axe and the Bow from Carmen."
    assert CardsPassed(0, 1, cards).describe(names) == "You pass the 3 Orc Axe, the 17 Elf Axe and the Bow to Bruno."
    assert CardsPassed(1, 2, cards).describe(names) == "Bruno passes the 3 Orc Axe, the 17 Elf Axe and the Bow to Carmen."
    assert CardsPassed(1, 2, cards).visible_to == frozenset({1, 2})


def test_the_in_app_rules_speak_of_hands_and_give_no_command_syntax() -> None:
    import re

    from rules.tavern_tricks.text import RULES_TEXT

    assert "`" not in RULES_TEXT and "command line" not in RULES_TEXT.lower()
    assert not re.search(r"\bplay [A-Z]+\d|\bstake \d|\bpass \d", RULES_TEXT)
    assert not re.search(r"\brounds?\b", RULES_TEXT, re.IGNORECASE), "a Tavern Tricks round is a hand"
    assert "ranks by number only" in RULES_TEXT


def test_a_hands_breakdown_counts_coins_staked_the_stakes_and_thefts() -> None:
    hands = [["THIEF1", "1", "2"], ["6", "7", "8"], ["12", "14", "15"]]
    state = at_trick(hands=hands)
    state.coins, state.coins_before = [10, 19, 15], (11, 20, 16)  # each staked 1
    state.turn, state._to_move = 0, (0,)
    _seventh(state, [0, 4, 2], hands)
    act(state, 0, "play THIEF1")  # robs seat 1 of 2
    act(state, 1, "play 6")
    act(state, 2, "play 12")
    hand = state.result().rounds[0]
    labels = [[(i.label, i.count, i.points) for i in items] for items in hand.breakdown]
    assert labels == [
        [("Staked", 1, -1), ("Thief", 1, 2)],
        [("Staked", 1, -1), ("Stakes taken", 1, 3), ("Thief", 1, -2)],
        [("Staked", 1, -1)],
    ]
    assert [sum(i.points for i in items) for items in hand.breakdown] == list(hand.points)


def test_a_hand_scored_line_gives_the_coins_moved_and_the_banks() -> None:
    from rules.core.events import RoundScored
    from rules.tavern_tricks.events import HandScored

    event = HandScored(2, (4, -2, -2), (27, 18, 15))
    assert isinstance(event, RoundScored)
    assert event.describe(["You", "Bruno", "Carmen"].__getitem__) == (
        "Hand 2, coins won and lost: You +4, Bruno -2, Carmen -2. Banks: You 27, Bruno 18, Carmen 15."
    )


def test_the_hands_end_is_kept_for_its_summary_once_the_next_hand_is_dealt() -> None:
    state = at_trick()
    _seventh(state, [2, 2, 2], [["1", "2"], ["32", "6"], ["12", "14"]])
    act(state, 1, "play 32")
    act(state, 2, "play 12")
    act(state, 0, "play 1")
    assert state.round_no == 2 and state.observation(0).tricks_won == (0, 0, 0)
    ended = state.round_end_view(0, 1)
    assert ended is not None and ended.tricks_won == (2, 3, 2) and ended.scores == (19, 22, 19)
