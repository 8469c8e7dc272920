"""Tavern Tricks: the deck, the order of primacy and every specialty card's effect on a trick."""

from __future__ import annotations

from rules.tavern_tricks.deck import (
    SPECIALTY_TEXT,
    race_of,
    specialty_of,
    tavern_deck,
    weapon_of,
)
from rules.tavern_tricks.primacy import judge, standings, trick_winner
from tests.test_tavern_tricks_helpers import C, plays


def test_the_deck_is_the_rulings_deck() -> None:
    deck = tavern_deck()
    assert len(deck) == 54
    battle = [c for c in deck if specialty_of(c) is None]
    assert sorted(c.rank for c in battle) == list(range(36))
    assert C("14").name == "14 Human Sword" and race_of(C("14")) == "H" and weapon_of(C("14")) == "sword"
    assert (race_of(C("35")), weapon_of(C("35"))) == ("O", "axe")
    assert (race_of(C("0")), weapon_of(C("0"))) == ("U", "axe")
    assert (race_of(C("27")), weapon_of(C("27"))) == ("E", "mace")
    for race in "HDEOGU":
        cards = [c for c in battle if c.suit == race]
        assert len(cards) == 6 and sorted(weapon_of(c) for c in cards) == ["axe", "axe", "mace", "mace", "sword", "sword"]
    kinds = [specialty_of(c) for c in deck if specialty_of(c)]
    assert len(kinds) == 18
    counts = {k: kinds.count(k) for k in SPECIALTY_TEXT}
    assert counts == {
        "bow": 3, "shield": 3, "doppleganger": 2, "fates": 2, "order_crown": 2, "chaos_crown": 2,
        "order_dragon": 1, "chaos_dragon": 1, "thief": 2,
    }
    assert all(c.suit == "X" and c.rank == 0 and race_of(c) is None for c in deck if specialty_of(c))


def test_tiers_race_and_weapon_then_race_then_weapon_then_neither() -> None:
    dice = ("U", "axe")
    # 35 Orc Axe (weapon), 13 Undead Mace (race), 5 Goblin Sword (neither): race beats weapon.
    assert trick_winner(plays((0, "35", None), (1, "13", None), (2, "5", None)), dice) == 1
    # 0 Undead Axe matches both: the lowest number wins on tier.
    assert trick_winner(plays((0, "35", None), (1, "13", None), (2, "0", None)), dice) == 2
    # weapon beats neither
    assert trick_winner(plays((0, "34", None), (1, "3", None)), dice) == 1


def test_within_a_tier_the_higher_number_wins() -> None:
    assert trick_winner(plays((0, "5", None), (1, "6", None), (2, "1", None)), ("H", "axe")) == 2
    assert trick_winner(plays((0, "5", None), (1, "6", None)), ("D", "axe")) == 1


def test_the_rulebook_example_doppleganger_copies_two_cards() -> None:
    trick = plays((1, "35", None), (2, "13", None), (3, "5", None), (0, "DOPPEL1", ("13", "35")))
    assert trick_winner(trick, ("U", "axe")) == 0
    assert standings(trick, ("U", "axe"))[3].text == "matches both dice (tier 1)"


def test_doppleganger_with_nothing_to_copy_is_a_plain_zero_that_can_win_or_tie() -> None:
    assert trick_winner(plays((0, "DOPPEL1", None), (1, "FATES1", None), (2, "THIEF1", None)), ("H", "sword")) == 0
    # ties the 0 Undead Axe standing at the lowest tier
    assert trick_winner(plays((0, "DOPPEL1", None), (1, "0", None), (2, "FATES1", None)), ("H", "sword")) is None


def test_two_dopplegangers_copying_the_same_tie_exactly() -> None:
    base = ((0, "14", None), (1, "DOPPEL1", ("14", "14")), (2, "DOPPEL2", ("14", "14")))
    assert trick_winner(plays(*base), ("H", "sword")) == 0  # the 14 is higher in the same tier
    assert trick_winner(plays(*base, (3, "BOW1", 0)), ("H", "sword")) is None


def test_shield_strips_the_weapon_before_or_after_it_is_played() -> None:
    dice = ("H", "axe")
    assert trick_winner(plays((0, "10", None), (1, "14", None)), dice) == 0
    assert trick_winner(plays((0, "10", None), (1, "14", None), (2, "SHIELD1", "axe")), dice) == 1
    assert trick_winner(plays((2, "SHIELD1", "axe"), (0, "10", None), (1, "14", None)), dice) == 1
    assert trick_winner(plays((0, "10", None), (1, "14", None), (2, "SHIELD1", "mace")), dice) == 0


def test_shield_applies_to_what_a_doppleganger_copied() -> None:
    dice = ("H", "axe")
    base = ((0, "14", None), (1, "35", None), (2, "DOPPEL1", ("14", "35")))
    assert trick_winner(plays(*base), dice) == 2
    assert trick_winner(plays(*base, (3, "SHIELD2", "axe")), dice) == 0


def test_crowns_make_their_races_match_the_dominant_race() -> None:
    dice = ("U", "sword")
    assert trick_winner(plays((0, "35", None), (1, "2", None)), dice) == 0
    assert trick_winner(plays((0, "35", None), (1, "2", None), (2, "OCROWN1", None)), dice) == 1
    dice = ("H", "sword")
    assert trick_winner(plays((0, "34", None), (1, "3", None)), dice) == 0
    assert trick_winner(plays((0, "34", None), (1, "3", None), (2, "CCROWN2", None)), dice) == 1
    # a Crown of the other side does nothing for them
    assert trick_winner(plays((0, "34", None), (1, "3", None), (2, "OCROWN2", None)), dice) == 0


def test_crowns_apply_to_what_a_doppleganger_copied() -> None:
    dice = ("U", "sword")  # the copy is a 0 Dwarf Mace: race matches only through the Crown
    trick = plays((0, "2", None), (1, "DOPPEL1", ("2", "2")), (2, "OCROWN1", None), (3, "35", None))
    assert trick_winner(trick, dice) == 0  # the 2 beats the copied 0 on number in the same tier
    trick = plays((0, "34", None), (1, "DOPPEL1", ("34", "34")), (2, "OCROWN1", None), (3, "35", None))
    assert trick_winner(trick, dice) == 0


def test_bow_stops_the_named_card_before_or_after_it_is_played() -> None:
    dice = ("U", "axe")
    assert trick_winner(plays((0, "0", None), (1, "35", None), (2, "BOW1", 0)), dice) == 1
    assert trick_winner(plays((2, "BOW1", 1), (1, "0", None), (0, "35", None)), dice) == 0
    trick = plays((0, "0", None), (1, "35", None), (2, "BOW1", 0))
    assert standings(trick, dice)[0].text == "cannot win: a Bow names it"


def test_dragons_qualify_by_the_race_die_or_a_crown() -> None:
    assert trick_winner(plays((0, "0", None), (1, "ODRAGON", None)), ("H", "axe")) == 1
    assert trick_winner(plays((0, "0", None), (1, "ODRAGON", None)), ("U", "axe")) == 0
    assert trick_winner(plays((0, "0", None), (1, "ODRAGON", None), (2, "OCROWN1", None)), ("U", "axe")) == 1
    assert trick_winner(plays((0, "14", None), (1, "CDRAGON", None)), ("G", "sword")) == 1
    assert trick_winner(plays((0, "14", None), (1, "CDRAGON", None)), ("H", "sword")) == 0
    assert trick_winner(plays((0, "14", None), (1, "CDRAGON", None), (2, "CCROWN1", None)), ("H", "sword")) == 1


def test_two_qualifying_dragons_tie_unless_a_bow_names_one() -> None:
    dice = ("H", "sword")
    both = ((0, "ODRAGON", None), (1, "CDRAGON", None), (2, "CCROWN1", None))
    assert trick_winner(plays(*both), dice) is None
    assert trick_winner(plays(*both, (3, "BOW1", 0)), dice) == 1


def test_a_bowed_dragon_cannot_win() -> None:
    assert trick_winner(plays((0, "0", None), (1, "ODRAGON", None), (2, "BOW2", 1)), ("H", "axe")) == 0


def test_other_specialty_cards_cannot_win_and_a_trick_nobody_can_win_ties() -> None:
    trick = plays((0, "BOW1", 1), (1, "FATES1", None), (2, "THIEF1", None), (3, "SHIELD1", "axe"))
    assert trick_winner(trick, ("H", "axe")) is None
    assert all(not s.can_win for s in standings(trick, ("H", "axe")))


def test_each_kind_of_win_says_why_in_the_games_words() -> None:
    def why(dice: tuple[str, str], *items: tuple) -> tuple:  # type: ignore[type-arg]
        verdict = judge(plays(*items), dice)
        assert verdict.winner == trick_winner(plays(*items), dice)  # one decision, with or without words
        return verdict.winner, verdict.reason

    dice = ("U", "axe")
    assert why(dice, (0, "35", None), (1, "13", None), (2, "0", None)) == (
        2, "the only card matching both dice (Undead and Axe)")
    assert why(dice, (0, "35", None), (1, "13", None), (2, "22", None)) == (2, "highest card matching the race die (Undead)")
    assert why(dice, (0, "34", None), (1, "3", None), (2, "35", None)) == (
        2, "highest card matching the weapon die (Axe), and no card matches the race")
    assert why(("H", "axe"), (0, "5", None), (1, "6", None), (2, "FATES1", None)) == (
        1, "highest number: no card matches either die, so cards rank by number only (tier 4)")
    assert why(("U", "sword"), (0, "35", None), (1, "2", None), (2, "OCROWN1", None)) == (
        1, "the only card of a dominant race (Undead by the die; Human, Dwarf and Elf by the Order Crown)")
    assert why(("G", "sword"), (0, "14", None), (1, "CDRAGON", None)) == (
        1, "the Chaos Dragon beats every card (Goblin on the race die)")
    assert why(("H", "sword"), (0, "14", None), (1, "CDRAGON", None), (2, "CCROWN1", None)) == (
        1, "the Chaos Dragon beats every card (a Chaos Crown in the trick)")
    assert why(dice, (0, "0", None), (1, "35", None), (2, "BOW1", 0)) == (
        1, "the only card matching the weapon die (Axe), and no card matches the race; a Bow stopped the 0 Undead Axe")


def test_counted_as_shows_a_copy_a_shielded_weapon_and_a_bowed_card() -> None:
    verdict = judge(plays((1, "35", None), (2, "13", None), (3, "5", None), (0, "DOPPEL1", ("13", "35"))), ("U", "axe"))
    assert verdict.winner == 0 and verdict.counted_as == ("", "", "", "0 Undead Axe")
    verdict = judge(plays((0, "10", None), (1, "14", None), (2, "SHIELD1", "axe")), ("H", "axe"))
    assert verdict.counted_as == ("10 Human with no weapon (a Shield)", "", "")
    assert verdict.reason == "highest card matching the race die (Human)"
    verdict = judge(plays((0, "0", None), (1, "35", None), (2, "BOW1", 0)), ("U", "axe"))
    assert verdict.counted_as == ("a card that cannot win (a Bow names it)", "", "")
    assert judge(plays((0, "5", None), (1, "6", None)), ("U", "axe")).counted_as == ()


def test_ties_say_why_nobody_takes_the_trick() -> None:
    both = plays((0, "ODRAGON", None), (1, "CDRAGON", None), (2, "CCROWN1", None))
    assert judge(both, ("H", "sword")) == (None, "both Dragons qualify and beat every other card", ())
    exact = judge(plays((0, "DOPPEL1", None), (1, "0", None), (2, "FATES1", None)), ("H", "sword"))
    assert exact.winner is None and exact.reason == (
        "the Doppleganger as a 0 with no race or weapon and the 0 Undead Axe tie: "
        "the same tier (ranks by number only) and the same number (0)")
    none = judge(plays((0, "BOW1", 1), (1, "FATES1", None), (2, "THIEF1", None)), ("H", "axe"))
    assert none.winner is None and none.reason == "no card can win (every card is a specialty card)"
