"""What a Tavern Tricks move does, in the table's words: the first half of a hint's why.

The search says which move is best and by how much (``rules.ai.hint``); this says what the move
does at the table, from the seat's own observation only: what a pass hands over, what a stake
puts in, and whether a card takes the trick under the dominance dice as they stand, may still lose
it, or cannot take it, with what the trick means in the race for the most tricks and the stakes.

Whether a card takes the trick, may still lose it or cannot take it is worked out in
``rules.tavern_tricks.trick_outcomes``; this module puts it in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.cards import Card
from rules.core.events import SeatName, numbered
from rules.core.tricks import seat_named
from rules.core.words import counted
from rules.tavern_tricks.actions import Action, PassAction, StakeAction, ThiefAction, play_choice
from rules.tavern_tricks.deck import (
    ORDER,
    RACE_NAMES,
    TRICKS_PER_HAND,
    is_battle,
    race_of,
    specialty_of,
    weapon_of,
)
from rules.tavern_tricks.events import GOES_TEXT, LOST, REDEAL, STAY, card_list, coins
from rules.tavern_tricks.observation import TavernTricksObservation
from rules.tavern_tricks.primacy import DRAGON_TIER, Play, Standing, standings
from rules.tavern_tricks.trick_outcomes import (
    DRAGONS,
    EFFECTS,
    SIDE_OF,
    best_plays,
    helpers_out,
    play_threats,
    rank_keys,
    still_out,
)

# The specialty cards that could turn a trick, as a hint names them, in the order it lists them.
HELPER_WORDS: dict[str, str] = {
    "bow": "Bow", "shield": "Shield", "order_crown": "Order Crown", "chaos_crown": "Chaos Crown", "fates": "Fates",
}


def move_reason(obs: TavernTricksObservation, action: Action, name: SeatName = numbered) -> str:
    """One or two sentences on what ``action`` does now (see the module notes)."""
    if isinstance(action, PassAction):
        return _pass(obs, action, name)
    if isinstance(action, StakeAction):
        return _stake(obs, action.coins)
    card = action.card
    kind = specialty_of(card)
    if kind == "fates":
        assert obs.dice is not None
        race, weapon = obs.dice
        return (
            f"It rerolls the dominance dice ({RACE_NAMES[race]} and {weapon.capitalize()} so far) for this trick "
            f"and the rest of the hand; the Fates cannot win, so the trick cannot be yours. {_stay(obs)}"
        )
    if kind == "thief":
        return f"{_thief(obs, action, name)} {_stay(obs)}"
    plays = (*obs.trick, (obs.seat, card, play_choice(action)))
    if kind in EFFECTS:
        return f"{_effect(obs, plays, name)}; the {card.name} cannot win, so the trick cannot be yours. {_stay(obs)}"
    return _play(obs, plays)


def who(obs: TavernTricksObservation, seat: int, name: SeatName = numbered) -> str:
    """'Ada (on your left)', 'Bruno (across from you)', 'Player 4 (two to your right)'."""
    return seat_named(obs.seat, seat, obs.players, name)


def _pass(obs: TavernTricksObservation, action: PassAction, name: SeatName) -> str:
    return (
        f"The three go to {who(obs, obs.pass_to, name)} before anyone knows the dominance dice: they are "
        f"rolled once everyone has passed."
    )


def _stake(obs: TavernTricksObservation, stake: int) -> str:
    pile = obs.stakes_pile + stake
    waiting = sum(1 for s, k in enumerate(obs.stakes) if k is None and s != obs.seat)
    so_far = "so far" if waiting else "in all"
    text = (
        f"It puts {stake} of your {obs.scores[obs.seat]} coins into the stakes ({pile} {so_far}); whoever "
        f"takes the most tricks this hand takes them all."
    )
    if obs.dice is None:
        return text
    race, weapon = obs.dice
    by_race = sum(1 for c in obs.hand if race_of(c) == race)
    by_weapon = sum(1 for c in obs.hand if race_of(c) != race and weapon_of(c) == weapon)
    verb = "matches" if by_race == 1 else "match"
    return (
        f"{text} Of your cards, {by_race} {verb} the race die ({RACE_NAMES[race]}) and {by_weapon} only "
        f"the weapon die ({weapon.capitalize()})."
    )


def _thief(obs: TavernTricksObservation, action: Action, name: SeatName) -> str:
    scores = obs.scores
    most = max(scores)
    victims = [s for s in range(obs.players) if scores[s] == most] if scores[obs.seat] < most else []
    cannot = "the Thief cannot win, so the trick cannot be yours."
    if not victims:
        return f"Nobody has more coins than you, so it takes none; {cannot}"
    victim = action.victim if isinstance(action, ThiefAction) else victims[0]
    richest = "one of the richest" if len(victims) > 1 else "the richest"
    taken = coins(min(2, scores[victim]))
    return f"It takes {taken} from the bank of {who(obs, victim, name)}, {richest}, with {most}; {cannot}"


def _stay(obs: TavernTricksObservation) -> str:
    """The tricks so far, for a play that does not take the trick."""
    mine = obs.tricks_won[obs.seat]
    return f"You stay on {counted(mine, 'trick')}; {_others(_best_other(obs))}."


def _best_other(obs: TavernTricksObservation) -> int:
    return max(w for s, w in enumerate(obs.tricks_won) if s != obs.seat)


def _others(best: int) -> str:
    """The most tricks another seat holds: 'no one else has a trick yet', 'another has 2'."""
    return "no one else has a trick yet" if best == 0 else f"another has {best}"


def _taken(obs: TavernTricksObservation) -> str:
    """What taking the trick means: the tricks it brings, and who takes the stakes when the hand's
    tricks end with it (the most tricks alone; a tie-break trick, which everyone plays, if several
    tie)."""
    tied = obs.tied_tricks
    total = obs.tricks_won[obs.seat] + 1 + tied
    best = _best_other(obs)
    with_tied = (" and the tied trick" if tied == 1 else f" and the {tied} tied tricks") if tied else ""
    stakes = coins(obs.stakes_pile)
    if not obs.tie_break and obs.trick_no < TRICKS_PER_HAND:
        return f"Taking it{with_tied} gives you {counted(total, 'trick')} ({_others(best)}), with {stakes} at stake."
    if total > best:
        return f"Taking it{with_tied} leaves you alone with the most tricks: you take the {stakes} at stake."
    if total == best:
        return f"Taking it{with_tied} ties you for the most tricks ({total}): a tie-break trick follows."
    if sum(1 for s, w in enumerate(obs.tricks_won) if s != obs.seat and w == best) > 1:
        return f"Taking it{with_tied} leaves others tied for the most tricks ({best}): a tie-break trick follows."
    return f"Even taking it{with_tied} leaves you {counted(total, 'trick')} while another player has {best}: the stakes are not yours."


def _names(plays: Sequence[Play], indices: Sequence[int]) -> str:
    return card_list(tuple(plays[i][1] for i in indices))


def _effect(obs: TavernTricksObservation, plays: Sequence[Play], name: SeatName) -> str:
    """What a Bow, a Shield or a Crown does to the trick as it stands."""
    assert obs.dice is not None
    _, card, choice = plays[-1]
    kind = specialty_of(card)
    if kind == "bow":
        target = next((c for s, c, _ in plays if s == choice), None)
        text = f"It stops the {target.name} of {who(obs, choice, name)}" if target else (
            f"It stops the card {who(obs, choice, name)} plays after you"
        )
    elif kind == "shield":
        text = f"Every {choice} card in this trick counts as having no weapon"
    else:
        side = "Order" if kind == "order_crown" else "Chaos"
        text = f"Every {side} card in this trick counts as the dominant race"
    before = best_plays(rank_keys(standings(plays[:-1], obs.dice)))
    after = best_plays(rank_keys(standings(plays, obs.dice)))
    if after == before:
        return text
    if len(after) == 1:
        return f"{text}: {_names(plays, after)} takes it now"
    if after:
        return f"{text}: {_names(plays, after)} tie for it now"
    return f"{text}: no card in it can win now"


def _play(obs: TavernTricksObservation, plays: Sequence[Play]) -> str:
    """A card that may take the trick: a battle card, a Doppleganger or a Dragon."""
    assert obs.dice is not None
    standing = standings(plays, obs.dice)
    keys = rank_keys(standing)
    top = best_plays(keys)
    last = len(plays) == obs.players
    if top == [len(plays) - 1]:
        return f"{_takes(obs, plays, standing, last)} {_taken(obs)}"
    if last and len(top) != 1:
        return f"{_ties(obs, plays, standing, top)} {_stay(obs)}"
    return f"{_under(obs, plays, standing, top, last)} {_stay(obs)}"


def _subject(card: Card, s: Standing) -> str:
    """'It', or 'As a 0 Elf Axe, it' for a Doppleganger."""
    if specialty_of(card) != "doppleganger":
        return "It"
    if s.race is None:
        return "As a plain 0, it"
    weapon = f" {s.weapon.capitalize()}" if s.weapon else " with no weapon"
    return f"As a 0 {RACE_NAMES[s.race]}{weapon}, it"


def _takes(obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing], last: bool) -> str:
    assert obs.dice is not None
    card = plays[-1][1]
    kind = specialty_of(card)
    subject = _subject(card, standing[-1])
    before = best_plays(rank_keys(standing[:-1]))
    if kind in DRAGONS:
        side = SIDE_OF[kind]
        race = obs.dice[0]
        crown = "an Order Crown" if side is ORDER else "a Chaos Crown"
        why = f"{RACE_NAMES[race]} on the race die" if race in side else f"{crown} in the trick"
        doing = f"It qualifies ({why}) and beats every card"
    elif len(plays) == 1:
        doing = f"{subject} leads"
    elif before:
        doing = f"{subject} goes over {_names(plays, before)}"
    else:
        doing = f"{subject} alone can win so far"
    if last:
        return f"{doing}, and you play last: the trick is yours."
    against = play_threats(obs, plays, standing, still_out(obs))
    if not against:
        return f"{doing}, and nothing still out can beat or stop it: the trick is yours."
    battle = sum(1 for c in against if is_battle(c))
    parts = [f"{n} {what}" for n, what in ((battle, "battle"), (len(against) - battle, "specialty")) if n]
    cards = "card" if len(against) == 1 else "cards"
    return f"{doing}, but {' and '.join(parts)} {cards} still out could beat or stop it."


def _ties(obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing], top: list[int]) -> str:
    """The last card played, and nobody takes the trick."""
    if not top:
        why = "no card in it can win"
    elif standing[top[0]].tier == DRAGON_TIER:
        why = "both Dragons qualify"
    else:
        why = f"{_names(plays, top)} tie"
    return f"The trick ties ({why}): nobody takes it, and {GOES_TEXT[_goes(obs)]}."


def _goes(obs: TavernTricksObservation) -> str:
    """Where a tied trick's cards go (``GOES_TEXT``): the tricks won do not change."""
    if not obs.tie_break and obs.trick_no < TRICKS_PER_HAND:
        return STAY
    most = max(obs.tricks_won)
    if sum(1 for w in obs.tricks_won if w == most) == 1:
        return LOST
    return REDEAL if obs.tie_break >= 1 else STAY


def _under(
    obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing], top: list[int], last: bool
) -> str:
    """A card that does not take the trick as it stands: whether a card still out could change it."""
    assert obs.dice is not None
    seat, card, _ = plays[-1]
    kind = specialty_of(card)
    me = standing[-1]
    bows = {choice for _, c, choice in plays if specialty_of(c) == "bow"}
    mine = len(plays) - 1
    if seat in bows:
        return "A Bow names you in this trick, so your card cannot win: the trick cannot be yours."
    if kind in DRAGONS and not me.can_win:
        head = f"The {card.name} does not qualify ({RACE_NAMES[obs.dice[0]]} on the race die)"
    elif mine in top:
        head = f"{_subject(card, me)} ties with {_names(plays, [i for i in top if i != mine])}"
    elif top:
        head = f"{_subject(card, me)} stays under {_names(plays, top)}"
    else:  # no card can win: only a Doppleganger with no copy, which is then a plain 0, comes here
        head = f"{_subject(card, me)} cannot win"
    if last:
        return f"{head}: the trick cannot be yours."
    helpers = helpers_out(obs, plays, standing)
    if not helpers:
        return f"{head}, and no card still out can change that: the trick cannot be yours."
    words = [HELPER_WORDS[k] for k in HELPER_WORDS if k in helpers]
    listed = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    article = "an" if listed.startswith("Order") else "a"
    return f"{head}: only {article} {listed} played after you could turn it your way."

