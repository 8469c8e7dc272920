"""The Trickster Proposition's table without a window: the turn's choices in every phase (lead,
follow, bribe, give, keep), where the pieces rest and that nothing private shows to the wrong
eyes, what the events move, and the notes under a round and the game."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from game.anim import AnimationQueue
from game.layout import load_layout
from game.pieces.card import CardSprite
from game.scenes.scoresheet import breakdown_rows
from game.table.choice import Refused, sentence
from game.table.choices import CardChoice
from game.table.combined import Either
from game.tables.copper_trickster.look import copper_style, suit_card
from game.table.seating import Seating
from game.tables.trickster_proposition.table import TABLE, played_on
from game.tables.trickster_proposition.pieces import ANCHORS
from game.table.view import TableView
from rules.copper_trickster.deck import copper_deck
from rules.core.actions import CardAction
from rules.core.results import GameResult, RoundResult, ScoreItem
from rules.trickster_proposition.actions import Bribe, bribe_action, give_actions, keep_actions, play_actions
from rules.trickster_proposition.events import CardGiven, CardKept, CardLeft, RoundRevealed, SlotPeeked
from rules.trickster_proposition.scoring import copper_points
from rules.trickster_proposition.state import TricksterPropositionState

GAME = "trickster_proposition"


def card(code: str):
    return copper_deck().card(code)


@dataclass
class Stage:
    """What a table module may use while placing and animating (the table scene, headless)."""

    view: TableView
    seating: Seating
    viewer: int | None
    sounds: list[str] = field(default_factory=list)

    def play_sound(self, name: str) -> None:
        self.sounds.append(name)

    def seat_center(self, seat: int) -> tuple[float, float]:
        return self.view.center(self.seating.anchor("seat", seat))


def stage_for(bottom: int, viewer: int | None, size: tuple[int, int] = (1280, 720), cards: str = "medium") -> Stage:
    view = TableView(load_layout(GAME, 2, required=ANCHORS), size, cards, False, copper_style())
    return Stage(view, Seating(2, bottom), viewer)


def laid_out(state: TricksterPropositionState, seat: int, viewer: int | None, **kw: Any) -> tuple[Stage, Any]:
    stage = stage_for(seat, viewer, **kw)
    obs = state.observation(seat)
    stage.view.sync(TABLE().placements(obs, stage))
    return stage, obs


DEAL = {
    "removed_suit": "F",
    "first_player": 0,
    "rounds": [
        {
            "hands": [
                ["3B", "4M", "2P", "3P", "4P", "1S", "2S", "4S", "7S"],
                ["2B", "4B", "5B", "2M", "5M", "6M", "7M", "6P", "3S"],
            ],
            "ea_pile": ["1M", "1B", "6B", "7B", "3M", "1P", "5P", "7P", "5S", "6S"],
            "suits": {"players": ["S", "M"], "great": "B", "bad": "P"},
        }
    ],
}


def seed_1() -> TricksterPropositionState:
    """Seat 0 leads; seat 1 holds 2B 4B 5B 2M 5M 6M 7M 6P 3S; great is Bulls, bad Palms; Ea-Nasir
    turns up the 1 of Moons first (a fixed deal; later rounds come from the seed)."""
    state = TricksterPropositionState(2, {}, 1, DEAL)
    assert state.to_move() == (0,) and card("2M") in state.hands[1] and state.ea_card is card("1M")
    assert dict(state.slot_suits) == {"great": "B", "bad": "P"}
    return state


def bribed_great(state: TricksterPropositionState) -> TricksterPropositionState:
    """Seat 0 leads the 3 of Bulls, seat 1 bribes with the 2 of Moons to see the great slot."""
    state.apply(0, play_actions().for_card(card("3B")))
    state.apply(1, bribe_action(card("2M"), "great"))
    return state


def why_not(state: TricksterPropositionState, seat: int):
    return lambda action: state.why_illegal(seat, action)


# --- the turn ------------------------------------------------------------------------------------

def test_the_leader_plays_any_card_of_the_hand_and_sees_why_it_may_not_bribe():
    state = seed_1()
    choice = TABLE().turn(state.observation(0), why_not(state, 0))
    assert isinstance(choice, Either)
    assert all(mark.pickable for mark in choice.marks().values()) and len(choice.marks()) == 9
    assert "lead" in choice.hint.lower()
    # The bribe buttons are there, greyed with the rules' own reason (the slots stay unmarked).
    great, bad = choice.controls()
    assert (great.label, bad.label) == ("Bribe: see great", "Bribe: see bad")
    reason = sentence(state.why_illegal(0, bribe_action(card("7S"), "bad")))
    assert not great.enabled and not bad.enabled and bad.reason == reason
    assert "only the player who follows may bribe" in reason.lower()
    with pytest.raises(Refused, match="follows may bribe"):
        choice.press("option:bad")
    assert str(choice.pick("hand:7S")) == "play 7S"


def test_the_follower_follows_suit_or_bribes_slot_first_then_any_card():
    state = seed_1()
    state.apply(0, play_actions().for_card(card("3B")))
    choice = TABLE().turn(state.observation(1), why_not(state, 1))
    assert isinstance(choice, Either)
    marks = choice.marks()
    assert [k for k, m in marks.items() if k.startswith("hand:") and m.pickable] == ["hand:2B", "hand:4B", "hand:5B"]
    assert marks["slot:great"].pickable and marks["slot:bad"].pickable  # a click on a slot bribes too
    labels = [c.label for c in choice.controls()]
    assert labels == ["Bribe: see great", "Bribe: see bad"]
    with pytest.raises(Refused, match="must follow Bulls"):
        choice.pick("hand:2M")
    # Bribe: the slot (button 1), then any card, off-suit included.
    assert choice.press("option:great") is None
    assert choice.engaged and "Back" in [c.label for c in choice.controls()]
    assert all(m.pickable for k, m in choice.marks().items() if k.startswith("hand:"))
    assert not choice.marks()["slot:bad"].pickable  # greyed: no glow of the slot step lingers
    with pytest.raises(Refused, match="Back"):
        choice.pick("slot:bad")
    assert "great" in choice.hint and "any card" in choice.hint
    choice.press("back")  # changed my mind: back to following suit
    assert not choice.engaged and choice.pick("hand:4B") == play_actions().for_card(card("4B"))
    # The slot piece on the table starts the bribe as well.
    assert choice.pick("slot:bad") is None
    action = choice.pick("hand:2M")
    assert action == Bribe(card("2M"), "bad") and action is bribe_action(card("2M"), "bad")


def test_the_second_briber_finds_the_seen_slot_greyed_with_the_reason():
    state = bribed_great(seed_1())
    state.apply(1, give_actions().for_card(card("2M")))
    state.apply(0, keep_actions().for_card(card("3B")))
    assert state.to_move() == (1,)  # the briber leads the next trick
    state.apply(1, play_actions().for_card(card("5M")))
    choice = TABLE().turn(state.observation(0), why_not(state, 0))
    assert isinstance(choice, Either)
    great, bad = choice.controls()
    assert not great.enabled and "already looked at the great slot" in great.reason and bad.enabled
    assert great.reason == sentence(state.why_illegal(0, bribe_action(card("7S"), "great")))
    assert not choice.marks()["slot:great"].pickable
    with pytest.raises(Refused, match="other one"):
        choice.press("option:great")
    with pytest.raises(Refused, match="other one"):
        choice.pick("slot:great")
    choice.press("option:bad")
    assert choice.pick("hand:7S") is bribe_action(card("7S"), "bad")


def test_a_player_who_bribed_this_round_only_plays():
    state = bribed_great(seed_1())
    state.apply(1, give_actions().for_card(card("3B")))
    state.apply(0, keep_actions().for_card(card("2M")))
    state.apply(1, play_actions().for_card(card("5M")))
    state.apply(0, play_actions().for_card(card("4M")))  # seat 1 wins, seat 0 loses
    state.apply(0, give_actions().for_card(state.sorting[0]))
    state.apply(1, keep_actions().for_card(state.sorting[0]))
    assert state.to_move() == (1,)
    state.apply(1, play_actions().for_card(card("4B")))
    state.apply(0, bribe_action(card("7S"), "bad"))
    state.apply(0, give_actions().for_card(state.sorting[0]))
    state.apply(1, keep_actions().for_card(state.sorting[0]))
    state.apply(0, play_actions().for_card(card("2S")))
    choice = TABLE().turn(state.observation(1), why_not(state, 1))
    assert isinstance(choice, Either)
    assert not any(c.enabled for c in choice.controls())
    assert all("already bribed this round" in c.reason for c in choice.controls())
    with pytest.raises(Refused, match="already bribed"):
        choice.press("option:great")
    assert [k for k, m in choice.marks().items() if m.pickable] == ["hand:3S"]


def test_sorting_is_a_click_on_the_tricks_cards_loser_first():
    state = bribed_great(seed_1())
    obs = state.observation(1)
    choice = TABLE().turn(obs, why_not(state, 1))
    assert set(choice.marks()) == {"ea:card", "trick:0", "trick:1"}
    assert all(m.pickable for m in choice.marks().values())
    assert "send a card to Ea-Nasir" in choice.hint
    assert choice.pick("ea:card") == give_actions().for_card(obs.ea_card)
    state.apply(1, give_actions().for_card(obs.ea_card))
    keep = TABLE().turn(state.observation(0), why_not(state, 0))
    assert set(keep.marks()) == {"trick:0", "trick:1"} and "keep a card" in keep.hint
    assert keep.pick("trick:1") == keep_actions().for_card(card("2M"))
    with pytest.raises(Refused):
        keep.pick("ea:card")


# --- the pieces ----------------------------------------------------------------------------------

def face(stage: Stage, key: str):
    sprite = stage.view.get(key)
    assert isinstance(sprite, CardSprite), key
    return sprite.card if sprite.shows_face else None


def test_the_table_at_the_start_of_a_round():
    state = seed_1()
    stage, obs = laid_out(state, 0, viewer=0)
    view = stage.view
    assert face(stage, "ea:card") is state.ea_card and view.get("ea:pile") is not None
    assert view.get("ea:count").spec.text == "9 face down"
    assert face(stage, "quality:great") is None and face(stage, "quality:bad") is None
    assert face(stage, "suit:0") is suit_card("S")  # mine, in its private slot
    assert view.get("suit_slot").spec.private and "Stars" in view.get("suit_slot").spec.label
    assert face(stage, "suit:1") is None
    assert len([k for k in view.keys("fan:1:") if not k.endswith("count")]) == 9
    assert not view.keys("kept:") and not view.keys("ea_score:") and not view.keys("wins:")
    assert view.get("trick_no").spec.text == "Trick 1 of 9"


def test_the_peeked_slot_shows_only_to_its_briber():
    state = bribed_great(seed_1())
    stage, _ = laid_out(state, 1, viewer=1)
    assert face(stage, "quality:great") is suit_card("B") and face(stage, "quality:bad") is None
    assert stage.view.get("slot:great").spec.private
    assert stage.view.get("seen:great").spec.text == "You saw it"
    other, _ = laid_out(state, 0, viewer=0)
    assert face(other, "quality:great") is None
    assert other.view.get("seen:great").spec.text == "Rival saw it"
    assert other.view.get("role:1").spec.text == "Bribe · loses" and other.view.get("role:0").spec.text == "Wins"


def test_under_a_hand_over_nothing_private_is_face_up():
    """Hot-seat: the table shows the next seat's side before that player takes the screen, so
    its suit and its peeked slot stay face down until it does."""
    state = bribed_great(seed_1())
    stage, _ = laid_out(state, 1, viewer=None)
    assert face(stage, "quality:great") is None and face(stage, "suit:1") is None
    assert not stage.view.get("suit_slot").spec.private


def test_the_other_suit_and_every_slot_turn_up_at_the_end_of_the_game():
    state = seed_1()
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if not isinstance(a, Bribe)))
    stage, obs = laid_out(state, 0, viewer=0)
    assert obs.revealed
    slots = dict(state.slot_suits)
    assert face(stage, "quality:great") is suit_card(slots["great"]) and face(stage, "quality:bad") is suit_card(slots["bad"])
    assert face(stage, "suit:1") is suit_card(state.player_suits[1])
    assert not stage.view.get("slot:great").spec.private  # everyone knows now


def crowded(state: TricksterPropositionState, seat: int) -> Any:
    """The fullest table a game can show: sorting the last trick, both bribes spent, full piles,
    every party with round wins (a play-on game)."""
    obs = state.observation(seat)
    deck = [c for c in copper_deck() if c.rank <= 7 and c.suit != state.removed_suit]
    return replace(
        obs,
        piles=(tuple(deck[:9]), tuple(deck[9:18])),
        ea_pile=tuple(deck[18:28]),
        round_points=((5, 1, 1), (1, 5, 1), (1, 1, 5), (4, 4, 0), (0, 4, 4)),
        scores=(2, 3),
        ea_round_wins=2,
        bribes=("great", "bad"),
        trick_no=9,
    )


@pytest.mark.parametrize("size,cards", [((1280, 720), "large"), ((1280, 720), "medium"), ((960, 600), "small"), ((960, 600), "large")])
def test_nothing_overlaps_or_leaves_the_window(size, cards):
    state = bribed_great(seed_1())
    for seat in (0, 1):
        stage = stage_for(seat, seat, size, cards)
        view = stage.view
        obs = crowded(state, seat)
        view.sync(TABLE().placements(obs, stage))
        screen = view.viewport.rect((0, 0, 1280, 720))
        groups: dict[str, list] = {}
        for key, sprite in view.sprites.items():
            assert screen.contains(sprite.rect), f"{key} {sprite.rect} leaves {screen}"
            groups.setdefault(region(key, obs.seat), []).append((key, sprite.rect))
        assert len(view.keys("wins:ea:")) == 2 and len(view.keys("ea_score:")) == 10
        names = list(groups)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                for ka, ra in groups[a]:
                    for kb, rb in groups[b]:
                        assert not ra.colliderect(rb), f"{ka} {ra} overlaps {kb} {rb}"
        panels = ["seat_0", "seat_1", "controls", "hand", "score_panel", "log", "buttons"]
        for key, sprite in view.sprites.items():
            for anchor in panels:
                assert not sprite.rect.colliderect(view.rect(anchor)), f"{key} covers {anchor}"
        cards_in_trick = [view.get(k).rect for k in ("trick:0", "trick:1", "ea:card")]
        for i, r in enumerate(cards_in_trick):
            assert r.collidelist(cards_in_trick[i + 1:]) == -1
            assert not r.colliderect(view.get("trick_no").rect)


def region(key: str, me: int) -> str:
    """Which part of the table a piece belongs to (pieces of one part may overlap: a pile's
    cards, a badge on its card, a slot and its suit card)."""
    head = key.split(":")[0]
    if head in ("trick", "role", "trick_no") or key == "ea:card":
        return "trick"
    if head in ("ea", "ea_score") or key.startswith("wins:ea"):
        return "ea"
    if head in ("slot", "quality", "seen"):
        return "indicator"
    if key == "suit_slot" or key == f"suit:{me}":
        return "my suit"
    if key == "suit_caption" or head == "suit":
        return "rival suit"
    if head in ("kept", "kept_slot"):
        return f"kept {key.split(':')[1]}"
    if head == "wins":
        return f"wins {key.split(':')[1]}"
    return head


# --- what the events move ------------------------------------------------------------------------

def run(stage: Stage, steps: list) -> None:
    """Play ``steps`` to their end at once (as the table does with animations off)."""
    queue = AnimationQueue()
    queue.add(*steps)
    queue.finish()


def test_a_peek_turns_the_slot_up_only_for_the_briber_watching():
    state = bribed_great(seed_1())
    for viewer, shown in ((1, suit_card("B")), (0, None), (None, None)):
        stage, _ = laid_out(state, 1 if viewer is None else viewer, viewer=viewer)
        stage.view.sync([p for p in TABLE().placements(state.observation(0), stage)])  # face down
        run(stage, TABLE().animate(SlotPeeked(1, "great", "B"), stage))
        assert face(stage, "quality:great") is shown


def test_the_sorted_cards_land_on_their_piles_as_small_cards():
    state = bribed_great(seed_1())
    stage, obs = laid_out(state, 0, viewer=0)
    table = TABLE()
    ea = obs.ea_card
    run(stage, table.animate(CardGiven(1, ea), stage))
    assert stage.view.get("ea:card") is None and face(stage, "ea_score:0") is ea
    assert "ea_score:0" in stage.view.mini_keys
    run(stage, table.animate(CardKept(0, card("3B")), stage))
    run(stage, table.animate(CardLeft(1, card("2M")), stage))
    assert face(stage, "kept:0:0") is card("3B") and face(stage, "kept:1:0") is card("2M")
    assert not stage.view.keys("trick:") and not stage.view.keys("role:")
    kept = stage.view.rect(stage.seating.anchor("kept", 0))
    assert kept.contains(stage.view.get("kept:0:0").rect)


def test_the_round_end_turns_every_suit_card_up():
    table = TABLE()
    stage = stage_for(0, 0)
    stage.view.sync(table.placements(seed_1().observation(0), stage))
    revealed = RoundRevealed(2, (("great", "B"), ("bad", "P")), ("S", "M"), card("1M"))
    run(stage, table.animate(revealed, stage))
    assert face(stage, "suit:1") is suit_card("M")  # the rival's suit turned up
    assert face(stage, "quality:bad") is suit_card("P")


def test_the_round_notes_come_from_the_result_and_agree_with_its_grid():
    """A round played to its end: the notes name the winner with the copper points of the
    result's "Copper points" line; Ea-Nasir has his column."""
    state = seed_1()
    while state.round_no == 1:
        seat = state.to_move()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if not isinstance(a, Bribe)))
    result = state.result().rounds[0]
    names = ["Ana", "Bo"]
    notes = TABLE().round_notes(result, names.__getitem__)
    copper = copper_points(result)
    (top,) = [i for i, won in enumerate(result.points) if won]
    who = (*names, "Ea-Nasir")[top]
    assert notes[0] == f"{who} wins round 1 with {copper[top]} copper points."
    assert copper[top] == max(copper) and result.extra_columns == ("Ea-Nasir",)


def test_the_summary_grid_has_a_row_per_quality_and_the_copper_points_last():
    state = seed_1()
    while state.round_no == 1:
        seat = state.to_move()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if not isinstance(a, Bribe)))
    result = state.result().rounds[0]
    labels = [row.label for row in breakdown_rows(result, 3)]
    assert labels[-1] == "Copper points" and len(labels) == len(set(labels))
    assert {"Great copper: Bulls", "Bad copper: Palms", "Players' suits"} <= set(labels)


def test_the_round_notes_of_a_tie_and_in_the_second_person():
    def column(points: int) -> tuple:
        return (ScoreItem("Own suit", points, points), ScoreItem("Copper points", points))

    tie = RoundResult(2, (0, 1, 1), (column(3), column(5), column(5)), "Round 2", extra_columns=("Ea-Nasir",))
    notes = TABLE().round_notes(tie, ["You", "Bo"].__getitem__)
    assert notes[0] == "Bo and Ea-Nasir share round 2 with 5 copper points each: tied at the top, each wins it."
    mine = RoundResult(3, (1, 0, 0), (column(1), column(0), column(-4)), "Round 3", extra_columns=("Ea-Nasir",))
    assert TABLE().round_notes(mine, ["You", "Bo"].__getitem__)[0] == "You win round 3 with 1 copper point."
    assert TABLE().round_notes(RoundResult(1, (0, 0, 0), ((), (), ())), names_of) == []


def names_of(seat: int) -> str:
    return ("Ana", "Bo")[seat]


def test_the_game_notes_name_ea_nasir_and_the_play_on_rule():
    names = ["Ana", "Bo"]
    rounds = [[0], [1], [0, 1], [2], [1]]
    won_by_ea = GameResult(GAME, 2, (0, 1), (), (), True, {"ea_nasir_round_wins": 2, "ea_nasir_wins": True, "round_winners": [[2], [1], [2]]})
    notes = TABLE().result_notes(won_by_ea, names.__getitem__)
    assert notes[0] == "Ea-Nasir wins the game with 2 round wins."
    assert not any("went on" in n for n in notes)
    bo = GameResult(GAME, 2, (2, 3), (1,), (), True, {"ea_nasir_round_wins": 1, "ea_nasir_wins": False, "round_winners": rounds})
    notes = TABLE().result_notes(bo, names.__getitem__)
    assert notes[0] == "Bo wins the game with 3 round wins."
    assert "Round wins: Ana 2, Bo 3, Ea-Nasir 1." in notes
    assert any("play went on" in n for n in notes)
    assert played_on(rounds) and not played_on([[0], [0]]) and not played_on([[0], [1], [1]])


def test_seat_lines_say_the_cards_the_points_so_far_the_bribe_and_the_move():
    state = bribed_great(seed_1())
    obs = state.observation(0)
    assert TABLE().seat_lines(obs, 1) == ["8 cards in hand", "+0 so far", "bribe used (great)", "gives to Ea-Nasir"]
    assert TABLE().seat_lines(obs, 0) == ["8 cards in hand", "+0 so far", "bribe not used"]
    # Seat 1 gives the 3 of Bulls to Ea-Nasir; seat 0 keeps the 1 of Moons, seat 1 takes the 2 of
    # Moons. Seat 1 (Moons) saw great = Bulls: it knows every card so far; seat 0 (Stars) knows
    # only that Moons are not its suit.
    state.apply(1, give_actions().for_card(card("3B")))
    state.apply(0, keep_actions().for_card(card("1M")))
    briber = state.observation(1)
    assert TABLE().seat_lines(briber, 1)[1] == "+1 so far"  # its own suit
    assert TABLE().seat_lines(briber, 0)[1] == "+2 so far"  # the opponent's suit, to seat 0
    other = state.observation(0)
    assert TABLE().seat_lines(other, 0)[1] == "+0 so far · 1 unknown"
    stage, _ = laid_out(state, 1, viewer=1)
    assert stage.view.get("ea:so_far").spec.text == "+3 so far"  # the great Bull he was given
    stage, _ = laid_out(state, 0, viewer=0)
    assert stage.view.get("ea:so_far").spec.text == "+0 so far · 1 unknown"


def test_every_action_the_table_builds_is_one_the_rules_offer():
    """Walk a whole game choosing through the table's choices only (bribing whenever the rules
    allow it); every action they return is legal."""
    state = TricksterPropositionState(2, {}, 7)
    table = TABLE()
    bribes = 0
    while not state.is_over():
        seat = state.to_move()[0]
        obs = state.observation(seat)
        choice = table.turn(obs, why_not(state, seat))
        enabled = [c for c in choice.controls() if c.enabled]
        if isinstance(choice, Either) and enabled:
            choice.press(enabled[-1].key)
            bribes += 1
        key = next(k for k, m in choice.marks().items() if m.pickable)
        action = choice.pick(key)
        assert action in obs.legal_actions, action
        assert isinstance(action, (CardAction, Bribe))
        state.apply(seat, action)
    assert bribes >= 4
