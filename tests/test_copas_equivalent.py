"""Copas plays that come to the same (touching cards), and how the search and the hint use them."""

from __future__ import annotations

import random

from rules.ai.hint import suggest
from rules.ai.levels import OracleBot, SearchLevelBot
from rules.ai.search import SearchBot, SearchConfig, equivalent_groups
from rules.copas.equivalent import equivalent_plays
from rules.copas.state import CopasState
from rules.core.actions import CardAction
from rules.core.registry import get_game


def new(deal: dict) -> CopasState:
    return get_game("copas").new_game(4, {}, 0, deal)  # type: ignore[return-value]


def codes(groups: list[list[CardAction]]) -> list[list[str]]:
    return [[a.card.code for a in group] for group in groups]


def touching_deal() -> dict:
    # Seat 0 leads (dealer 1); play goes 0, 3, 2, 1. Low to high: 2 3 4 5 6 Q J K 7 A.
    return {
        "first_dealer": 1,
        "hands": [
            [
                "7P AP 2E 3E KE AE 2C 3C 2O 3O".split(),
                "2P 3P 4P 5P KP 5E 5C 4O 5O 6O".split(),
                "6P QP JP 4E 6E 4C 6C QC QO JO".split(),
                "QE JE 7E JC KC 7C AC KO 7O AO".split(),  # no Clubs
            ]
        ],
    }


def test_touching_cards_of_a_suit_group_and_a_card_still_out_between_splits_them() -> None:
    state = new(touching_deal())
    groups = codes(equivalent_plays(state.observation(0)))
    # 2-3 of Swords touch; 4 5 6 Q J lie out between the 3 and the King; the 7 between King and Ace.
    assert ["3E", "2E"] in groups and ["KE"] in groups and ["AE"] in groups
    assert ["AP", "7P"] in groups  # nothing ranks between the 7 and the Ace
    assert ["3C", "2C"] in groups and ["3O", "2O"] in groups
    assert sorted(c for g in groups for c in g) == sorted(a.card.code for a in state.legal_actions(0))


def test_a_card_played_between_two_makes_them_touch() -> None:
    state = new(touching_deal())
    for seat, code in ((0, "7P"), (3, "7E"), (2, "6P"), (1, "4P")):  # seat 3 throws the 7 of Swords
        state.apply(seat, state.parse_action(f"play {code}"))
    assert state.to_move() == (0,)  # the 7 of Clubs took it
    assert ["AE", "KE"] in codes(equivalent_plays(state.observation(0)))


def test_a_card_in_the_trick_on_the_table_still_splits_them() -> None:
    state = new(touching_deal())
    state.apply(0, state.parse_action("play KE"))
    # Under the King led, the Queen and Jack of Swords duck and the 7 takes: two groups.
    assert codes(equivalent_plays(state.observation(3))) == [["JE", "QE"], ["7E"]]


def _mirror_outcomes(seed: int) -> int:
    """From a random point of an easy-bot round, play two touching cards in turn and go on with
    the same seeded easy bots, our seat's later plays mirrored (the one card for the other):
    every other seat must play the same cards and the round must score the same. Returns how
    many such pairs were tried."""
    info = get_game("copas")
    rng = random.Random(seed)
    state = info.new_game(4, {}, seed)
    bots = [info.bots["easy"](seed * 4 + s) for s in range(4)]
    for _ in range(rng.randrange(0, 24)):
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    me = state.to_move()[0]
    pairs = [g for g in equivalent_plays(state.observation(me)) if len(g) >= 2]
    if not pairs:
        return 0
    first, second = pairs[0][0], pairs[0][1]
    swap = {first.card.code: second.card.code, second.card.code: first.card.code}
    worlds: list[tuple[list[tuple[int, str]], tuple[float, ...]]] = []
    for mine in (first, second):
        copy = state.clone()
        twins = [info.bots["easy"](seed * 97 + s) for s in range(4)]
        earlier = worlds[0][0] if worlds else None  # the first world's plays, for the second
        plays: list[tuple[int, str]] = []
        copy.apply(me, mine)
        while copy.round_no == state.round_no and not copy.is_over():
            seat = copy.to_move()[0]
            if seat != me or earlier is None:
                action = twins[seat].choose(copy.observation(seat))
            else:  # what the first world played here, the two cards swapped
                played_by, code = earlier[len(plays)]
                assert played_by == me, f"seed {seed}: the others played otherwise"
                action = copy.parse_action(f"play {swap.get(code, code)}")
            plays.append((seat, action.card.code))
            copy.apply(seat, action)
        worlds.append((plays, tuple(copy.rounds[state.round_no - 1].points)))
    (plays_a, points_a), (plays_b, points_b) = worlds
    others_a = [(s, c) for s, c in plays_a if s != me]
    others_b = [(s, c) for s, c in plays_b if s != me]
    assert others_a == others_b, f"seed {seed}: the others played otherwise"
    assert points_a == points_b, f"seed {seed}: {points_a} against {points_b}"
    return 1


def test_touching_cards_come_to_the_same_against_easy_bots() -> None:
    assert sum(_mirror_outcomes(seed) for seed in range(60)) >= 20


def test_the_search_tries_one_card_of_each_group_at_its_root() -> None:
    state = new(touching_deal())
    obs = state.observation(0)
    bot = SearchBot("copas", 3, iterations=120)
    bot.choose(obs)
    assert bot.root is not None
    tried = {a.card.code for a in bot.root.actions}
    firsts = {g[0] for g in codes(equivalent_plays(obs))}
    assert tried == firsts  # the 3 of Swords for the 2-3, never the 2; the Ace of Clubs, never the 7
    every = SearchBot("copas", 3, iterations=120, config=SearchConfig(equivalents=False))
    every.choose(obs)
    assert every.root is not None and {"2E", "7P"} <= {a.card.code for a in every.root.actions}


def test_nothing_is_searched_where_every_legal_play_comes_to_the_same() -> None:
    deal = touching_deal()
    hands = deal["hands"][0]
    hands[0][hands[0].index("KE")] = "JC"  # the King of Swords goes to seat 3
    hands[3][hands[3].index("JC")] = "KE"
    state = new(deal)
    for seat, code in ((0, "7P"), (3, "KE"), (2, "6P"), (1, "4P"), (0, "AE")):  # seat 3 throws the King
        state.apply(seat, state.parse_action(f"play {code}"))
    # Seat 3 must follow Swords with the Queen, Jack or 7: the King between the Jack and the 7 is
    # gone with the first trick, the Ace on the table is above them all, the rest below: all touch.
    obs = state.observation(3)
    assert codes(equivalent_plays(obs)) == [["7E", "JE", "QE"]]
    assert equivalent_groups("copas", obs) == [list(g) for g in equivalent_plays(obs)]
    bot = SearchBot("copas", 1, iterations=50)
    assert bot.choose(obs).card.code == "7E"
    assert bot.last is not None and bot.last.iterations == 0
    decision = SearchLevelBot("copas", 1, None, 2, 50).decide(obs)
    assert decision.action.card.code == "7E" and decision.iterations == 0
    assert [a.card.code for a in decision.alike] == ["JE", "QE"]
    assert OracleBot("copas", 1, None, 2, 50).choose_state(state, 3).card.code == "7E"
    hint = suggest("copas", obs, iterations=50)
    assert hint.action.card.code == "7E"
    assert hint.why.endswith(
        "To play the Jack of Swords or play the Queen of Swords would come to the same, whatever the others hold."
    )
    searched = SearchLevelBot("copas", 1, None, 2, 50, SearchConfig(equivalents=False)).decide(obs)
    assert searched.iterations > 0 and not searched.alike
