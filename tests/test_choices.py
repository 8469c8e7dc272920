"""The generic Choice kinds: what they offer, what they refuse and why, and the action they return.

Plain values stand in for actions (a choice hands back whatever its game built), so these tests
need neither a display nor a game.
"""

from __future__ import annotations

import pytest

from game.table.choice import BACK, CONFIRM, LESS, MORE, Choice, Refused, hand_key
from game.table.choices import (
    CardChoice,
    CardsChoice,
    Effect,
    EffectsChoice,
    Option,
    OptionChoice,
    StakeChoice,
)
from game.table.combined import Either, Then
from rules.copas.deck import copas_deck
from rules.core.cards import Card


@pytest.fixture(scope="module")
def cards() -> list[Card]:
    return list(copas_deck())[:6]


def keys(choice: Choice) -> dict[str, tuple[bool, bool, str]]:
    return {k: (m.pickable, m.selected, m.badge) for k, m in choice.marks().items()}


def control(choice: Choice, key: str):
    return next(c for c in choice.controls() if c.key == key)


# --- one card ------------------------------------------------------------------------------------
def test_a_card_choice_offers_the_legal_cards_and_returns_their_action(cards):
    a, b, c = cards[:3]
    choice = CardChoice.from_hand([a, b, c], {a: "play a", c: "play c"}, why_not=lambda card: f"no {card.code}")
    assert keys(choice) == {hand_key(a): (True, False, ""), hand_key(b): (False, False, ""), hand_key(c): (True, False, "")}
    assert choice.controls() == ()
    assert choice.pick(hand_key(c)) == "play c"


def test_a_card_choice_refuses_an_illegal_card_with_the_rules_reason(cards):
    a, b = cards[:2]
    asked: list[Card] = []

    def why(card: Card) -> str:
        asked.append(card)
        return "you must follow Cups"

    choice = CardChoice.from_hand([a, b], {a: "play a"}, why_not=why)
    with pytest.raises(Refused, match="^You must follow Cups.$"):
        choice.pick(hand_key(b))
    assert asked == [b]  # the reason is asked only when it is needed
    with pytest.raises(Refused):
        choice.pick("trick:0")  # not a piece of this choice


def test_a_card_choice_can_offer_cards_on_the_table(cards):
    a, b = cards[:2]
    choice = CardChoice({"trick:0": a, "trick:1": b}, {b: "send b"})
    assert keys(choice) == {"trick:0": (False, False, ""), "trick:1": (True, False, "")}
    assert choice.pick("trick:1") == "send b"
    with pytest.raises(Refused, match="cannot be chosen"):
        choice.pick("trick:0")


# --- several cards -------------------------------------------------------------------------------
def discard_and_pass(cards, refuse=None, why_not=None) -> CardsChoice:
    return CardsChoice(
        {hand_key(c): c for c in cards},
        roles=("Discard", "Pass"),
        build=lambda chosen: ("discard", chosen[0].code, "pass", chosen[1].code),
        refuse=refuse,
        why_not=why_not,
    )


def test_cards_choice_picks_then_confirms(cards):
    a, b, c = cards[:3]
    choice = discard_and_pass([a, b, c])
    confirm = control(choice, CONFIRM)
    assert not confirm.enabled and "2 more cards" in confirm.reason
    with pytest.raises(Refused, match="2 more cards"):
        choice.press(CONFIRM)
    assert choice.pick(hand_key(b)) is None
    assert keys(choice)[hand_key(b)] == (True, True, "Discard")
    assert "pass" in choice.hint.lower()
    assert choice.pick(hand_key(a)) is None
    assert keys(choice)[hand_key(a)] == (True, True, "Pass")
    assert keys(choice)[hand_key(c)][0] is False  # full: a third card may not be added
    with pytest.raises(Refused, match="take it back"):
        choice.pick(hand_key(c))
    assert control(choice, CONFIRM).enabled
    assert choice.press(CONFIRM) == ("discard", b.code, "pass", a.code)


def test_cards_choice_takes_a_card_back_and_the_roles_move_up(cards):
    a, b, c = cards[:3]
    choice = discard_and_pass([a, b, c])
    choice.pick(hand_key(a))
    choice.pick(hand_key(b))
    choice.pick(hand_key(a))  # taken back: b is now the discard
    assert keys(choice)[hand_key(b)] == (True, True, "Discard")
    assert keys(choice)[hand_key(a)] == (True, False, "")
    choice.pick(hand_key(c))
    assert choice.press(CONFIRM) == ("discard", b.code, "pass", c.code)


def test_cards_choice_greys_a_card_its_role_refuses_and_says_why(cards):
    a, b, c = cards[:3]

    def refuse(card: Card, chosen: tuple[Card, ...]) -> str | None:
        return "the bad copper may only be discarded" if chosen and card is c else None

    choice = discard_and_pass([a, b, c], refuse=refuse)
    assert keys(choice)[hand_key(c)][0] is True  # may be the discard
    choice.pick(hand_key(a))
    assert keys(choice)[hand_key(c)][0] is False  # may not be passed
    with pytest.raises(Refused, match="^The bad copper may only be discarded.$"):
        choice.pick(hand_key(c))


def test_cards_choice_keeps_the_cards_when_the_rules_refuse_the_whole(cards):
    a, b = cards[:2]
    choice = discard_and_pass([a, b], why_not=lambda action: "not with that hand")
    choice.pick(hand_key(a))
    choice.pick(hand_key(b))
    with pytest.raises(Refused, match="Not with that hand"):
        choice.press(CONFIRM)
    assert choice.chosen == [a, b]


# --- options -------------------------------------------------------------------------------------
def test_option_choice_offers_buttons_and_pieces(cards):
    choice = OptionChoice(
        [
            Option("great", "Great", "peek great", piece="slot:great"),
            Option("bad", "Bad", "peek bad", piece="slot:bad", reason="the other briber saw it"),
        ],
        hint="Choose a slot to peek at.",
    )
    assert [(c.label, c.key, c.enabled) for c in choice.controls()] == [
        ("Great", "option:great", True),
        ("Bad", "option:bad", False),
    ]
    assert keys(choice) == {"slot:great": (True, False, ""), "slot:bad": (False, False, "")}
    assert choice.pick("slot:great") == "peek great"
    assert choice.press("option:great") == "peek great"
    with pytest.raises(Refused, match="The other briber saw it."):
        choice.press("option:bad")
    with pytest.raises(Refused, match="The other briber saw it."):
        choice.pick("slot:bad")
    assert choice.hint == "Choose a slot to peek at."


def test_option_choice_can_leave_the_buttons_to_the_pieces():
    choice = OptionChoice([Option("1", "Ada", "name 1", piece="seat:1"), Option("2", "Bo", "name 2", piece="seat:2")], buttons=False)
    assert choice.controls() == ()
    assert choice.pick("seat:2") == "name 2"
    with pytest.raises(ValueError):
        OptionChoice([Option("x", "X", 1), Option("x", "Y", 2)])


# --- effects -------------------------------------------------------------------------------------
def potions(budget: int = 3) -> EffectsChoice:
    return EffectsChoice(
        [
            Effect("suit", "Change suit", 1),
            Effect("up1", "Number +1", 1, group="number"),
            Effect("up3", "Number +3", 3, group="number"),
        ],
        budget=budget,
        build=lambda chosen: ("play 7P", tuple(sorted(chosen))),
        unit="potion",
    )


def test_effects_choice_counts_the_cost_against_the_budget():
    choice = potions(budget=3)
    assert choice.cost == 0 and "Cost 0 of your 3 potions" in choice.hint
    assert choice.press("effect:suit") is None
    assert choice.cost == 1 and "Cost 1 of your 3 potions" in choice.hint
    assert control(choice, "effect:suit").selected
    up3 = control(choice, "effect:up3")
    assert not up3.enabled and "Not enough potions" in up3.reason  # 1 + 3 > 3
    with pytest.raises(Refused, match="Not enough potions"):
        choice.press("effect:up3")
    choice.press("effect:up1")
    assert choice.cost == 2
    assert control(choice, CONFIRM).label.endswith("2")
    assert choice.press(CONFIRM) == ("play 7P", ("suit", "up1"))


def test_effects_of_one_group_replace_each_other_and_toggle_off():
    choice = potions(budget=4)
    choice.press("effect:up1")
    choice.press("effect:up3")  # replaces +1: the cost counts the one it replaces
    assert choice.chosen == ["up3"] and choice.cost == 3
    choice.press("effect:up3")
    assert choice.chosen == [] and choice.cost == 0
    assert choice.press(CONFIRM) == ("play 7P", ())  # no effect at all is a choice too


# --- stakes --------------------------------------------------------------------------------------
def test_stake_choice_moves_within_its_range_and_stakes_the_number():
    choice = StakeChoice(1, 3, build=lambda n: f"stake {n}", label="Bet")
    assert [(c.label, c.enabled) for c in choice.controls()] == [("−", False), ("+", True), ("Bet 1", True)]
    with pytest.raises(Refused, match="1 is the least"):
        choice.press(LESS)
    choice.press(MORE)
    choice.press(MORE)
    assert control(choice, MORE).enabled is False
    with pytest.raises(Refused, match="3 is the most"):
        choice.press(MORE)
    choice.press(LESS)
    assert choice.press(CONFIRM) == "stake 2"
    with pytest.raises(ValueError):
        StakeChoice(3, 1, build=str)


# --- combinations --------------------------------------------------------------------------------
def test_then_builds_a_second_step_from_the_first_and_goes_back(cards):
    a, b = cards[:2]
    first = CardChoice.from_hand([a, b], {a: "a", b: "b"})

    def effects(card_action: str) -> Choice | None:
        if card_action == "b":
            return None  # no potion may change b: the card alone is the move
        return EffectsChoice([Effect("suit", "Change suit", 1)], 2, build=lambda chosen: (card_action, tuple(chosen)))

    choice = Then(first, effects)
    assert choice.pick(hand_key(a)) is None
    assert choice.engaged
    assert keys(choice)[hand_key(a)] == (True, True, "")  # the card waits, chosen
    assert [c.key for c in choice.controls()] == ["effect:suit", CONFIRM, BACK]
    choice.press(BACK)
    assert not choice.engaged and choice.controls() == ()
    choice.pick(hand_key(a))
    choice.pick(hand_key(a))  # the same card again also goes back
    assert not choice.engaged
    choice.pick(hand_key(a))
    choice.press("effect:suit")
    assert choice.press(CONFIRM) == ("a", ("suit",))
    assert Then(CardChoice.from_hand([a, b], {a: "a", b: "b"}), effects).pick(hand_key(b)) == "b"


def test_either_offers_a_card_or_a_bribe_and_keeps_to_the_one_begun(cards):
    a, b = cards[:2]
    play = CardChoice.from_hand([a, b], {a: "play a", b: "play b"})
    def bribe() -> Then:
        return Then(
            OptionChoice([Option("bribe", "Bribe", "bribe")]),
            lambda _: OptionChoice([Option("great", "Great slot", "bribe: peek great", piece="slot:great")]),
        )

    choice = Either(play, bribe())
    assert [c.key for c in choice.controls()] == ["option:bribe"]
    assert set(choice.marks()) == {hand_key(a), hand_key(b)}
    assert choice.press("option:bribe") is None
    assert set(choice.marks()) == {"slot:great"}  # the cards wait while the bribe is chosen
    with pytest.raises(Refused):
        choice.pick(hand_key(a))
    assert choice.pick("slot:great") == "bribe: peek great"
    assert Either(CardChoice.from_hand([a], {a: "play a"}), bribe()).pick(hand_key(a)) == "play a"


# --- following a hint ----------------------------------------------------------------------------
def test_each_choice_says_which_pieces_and_buttons_make_a_hinted_action(cards):
    a, b, c = cards[:3]
    play = CardChoice.from_hand([a, b, c], {a: "play a", c: "play c"})
    assert play.leads_to("play c", [c]) == (hand_key(c),)
    assert play.leads_to("play b", [b]) == ()  # not a legal card: nothing leads there

    both = discard_and_pass([a, b, c])
    hinted = ("discard", b.code, "pass", a.code)
    assert both.leads_to(hinted, [b, a]) == (hand_key(b), hand_key(a))
    assert both.roles_of(both.leads_to(hinted, [b, a])) == {hand_key(b): "Discard", hand_key(a): "Pass"}
    both.pick(hand_key(b))
    assert both.leads_to(hinted, [b, a]) == (hand_key(a),)
    assert both.roles_of((hand_key(a),)) == {hand_key(a): "Pass"}  # the discard is chosen: on to the pass
    both.pick(hand_key(a))
    assert both.leads_to(hinted, [b, a]) == (CONFIRM,)
    other = discard_and_pass([a, b, c])
    other.pick(hand_key(c))
    assert other.leads_to(hinted, [b, a]) == (hand_key(c),)  # another discard begun: take it back first
    other.pick(hand_key(c))
    assert other.leads_to(hinted, [b, a]) == (hand_key(b), hand_key(a))
    same_roles = CardsChoice({hand_key(x): x for x in (a, b, c)}, ("Pass", "Pass"), build=lambda chosen: frozenset(chosen))
    same_roles.pick(hand_key(b))
    assert same_roles.leads_to(frozenset({a, b}), [a, b]) == (hand_key(a),)  # one role: any order will do
    assert same_roles.roles_of((hand_key(a),)) == {}  # and "Hint" alone says it

    slots = OptionChoice(
        [Option("great", "Great", "peek great", piece="slot:great"), Option("bad", "Bad", "peek bad", reason="seen")]
    )
    assert slots.leads_to("peek great", []) == ("slot:great", "option:great")
    assert slots.leads_to("peek bad", []) == ()

    stake = StakeChoice(1, 3, build=lambda n: f"stake {n}")
    assert stake.leads_to("stake 3", []) == (MORE,)
    stake.press(MORE)
    stake.press(MORE)
    assert stake.leads_to("stake 3", []) == (CONFIRM,)
    assert stake.leads_to("stake 2", []) == (LESS,)
    assert stake.leads_to("stake 9", []) == ()


def test_effects_lead_to_a_hinted_mix_even_from_another_one_begun():
    choice = potions(budget=4)
    wanted = ("play 7P", ("suit", "up1"))
    assert choice.leads_to(wanted, []) == ("effect:suit", "effect:up1")
    choice.press("effect:up3")  # the player began otherwise: +1 replaces +3 in its group
    assert choice.leads_to(wanted, []) == ("effect:suit", "effect:up1")
    for key in choice.leads_to(wanted, []):
        choice.press(key)
    assert choice.leads_to(wanted, []) == (CONFIRM,)
    assert choice.press(CONFIRM) == wanted
    fresh = potions(budget=4)
    fresh.press("effect:suit")
    assert fresh.leads_to(("play 7P", ()), []) == ("effect:suit",)  # turn the suit change off again


def test_effects_lead_only_through_what_the_budget_allows_at_each_step():
    # C costs 2, A (3) and B (1) share a group; the budget is 3, A chosen, the hint wants B and C.
    choice = EffectsChoice(
        [Effect("c", "C", 2), Effect("a", "A", 3, group="g"), Effect("b", "B", 1, group="g")],
        budget=3,
        build=lambda chosen: tuple(sorted(chosen)),
    )
    choice.press("effect:a")
    assert choice.leads_to(("b", "c"), []) == ("effect:b",)  # C does not fit beside A: B replaces A first
    choice.press("effect:b")
    assert choice.leads_to(("b", "c"), []) == ("effect:c",)
    choice.press("effect:c")
    assert choice.press(CONFIRM) == ("b", "c")


def test_a_hint_is_followed_through_then_and_either(cards):
    a, b = cards[:2]
    first = CardChoice.from_hand([a, b], {a: "a", b: "b"})
    choice = Then(first, lambda card_action: EffectsChoice([Effect("suit", "Change suit", 1)], 2, build=lambda chosen: (card_action, tuple(chosen))))
    hinted = ("a", ("suit",))
    assert choice.leads_to(hinted, [a]) == (hand_key(a),)  # the card the action names, first
    choice.pick(hand_key(a))
    assert choice.leads_to(hinted, [a]) == ("effect:suit",)
    choice.press("effect:suit")
    assert choice.leads_to(hinted, [a]) == (CONFIRM,)
    either = Either(CardChoice.from_hand([a], {a: "play a"}), OptionChoice([Option("bribe", "Bribe", "bribe")]))
    assert either.leads_to("bribe", []) == ("option:bribe",)
    assert either.leads_to("play a", [a]) == (hand_key(a),)
    # A second step opened for another card: back to the first step, then the hinted card.
    other = Then(CardChoice.from_hand([a, b], {a: "a", b: "b"}), lambda card_action: EffectsChoice([Effect("suit", "Change suit", 1)], 2, build=lambda chosen: (card_action, tuple(chosen))))
    other.pick(hand_key(b))
    assert other.leads_to(hinted, [a]) == (BACK,)
    other.press(BACK)
    assert other.leads_to(hinted, [a]) == (hand_key(a),)
    # One way begun (the bribe's slot step open), the hint the other: back out of it.
    bribe = Then(OptionChoice([Option("bribe", "Bribe", "bribe")]), lambda _: OptionChoice([Option("great", "Great", "peek great")]))
    begun = Either(CardChoice.from_hand([a], {a: "play a"}), bribe)
    begun.press("option:bribe")
    assert begun.leads_to("play a", [a]) == (BACK,)
    begun.press(BACK)
    assert begun.leads_to("play a", [a]) == (hand_key(a),)
