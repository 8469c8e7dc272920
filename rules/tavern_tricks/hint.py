"""What a Tavern Tricks move does, in the table's words: the first half of a hint's why.

The search says which move is best and by how much (``rules.ai.hint``); this says what the move
does at the table, from the seat's own observation only: what a pass hands over, what a stake
puts in, and whether a card takes the trick under the dominance dice as they stand, may still lose
it, or cannot take it, with what the trick means in the race for the most tricks and the stakes.

Cards the seat has not seen are "still out": in another hand, or out of play for the hand (the
seat cannot tell which); so are the cards it passed, while their receiver is still to play. A card
taking the trick may still lose it to a card still out that, played after it (alone or with
others), beats it or stops it: a higher card, a Bow, a Shield on its weapon, a Crown, a Dragon
that may qualify, a Fates. A card under the trick's best cannot take it once no card still out
could turn the trick its way (a Bow, a Shield, a Crown of its side, a Fates).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.cards import Card
from rules.core.tricks import seat_words
from rules.tavern_tricks.actions import Action, PassAction, StakeAction, ThiefAction, play_card, play_choice
from rules.tavern_tricks.deck import (
    CHAOS,
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
from rules.tavern_tricks.primacy import BOTH, DRAGON_TIER, NEITHER, RACE, WEAPON, Play, Standing, standings
from rules.tavern_tricks.sampling import unseen_cards

DRAGONS = ("order_dragon", "chaos_dragon")
EFFECTS = ("bow", "shield", "order_crown", "chaos_crown")  # cards that bend the trick and cannot win
SIDE_OF: dict[str, tuple[str, ...]] = {
    "order_crown": ORDER, "chaos_crown": CHAOS, "order_dragon": ORDER, "chaos_dragon": CHAOS,
}
CROWN_OF: dict[tuple[str, ...], str] = {ORDER: "order_crown", CHAOS: "chaos_crown"}
DRAGON_OF: dict[tuple[str, ...], str] = {ORDER: "order_dragon", CHAOS: "chaos_dragon"}
# The specialty cards that could turn a trick, as a hint names them, in the order it lists them.
HELPER_WORDS: dict[str, str] = {
    "bow": "Bow", "shield": "Shield", "order_crown": "Order Crown", "chaos_crown": "Chaos Crown", "fates": "Fates",
}
Key = tuple[int, int]  # how a card ranks in a trick: (-tier, number), higher is better


def move_reason(obs: TavernTricksObservation, action: Action) -> str:
    """One or two sentences on what ``action`` does now (see the module notes)."""
    if isinstance(action, PassAction):
        return _pass(obs, action)
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
        return f"{_thief(obs, action)} {_stay(obs)}"
    plays = (*obs.trick, (obs.seat, card, play_choice(action)))
    if kind in EFFECTS:
        return f"{_effect(obs, plays)}; the {card.name} cannot win, so the trick cannot be yours. {_stay(obs)}"
    return _play(obs, plays)


def threats(obs: TavernTricksObservation, action: Action) -> list[Card]:
    """The cards still out that, played after ``action``'s card (alone or with others still out),
    could beat it or stop it; [] unless the card takes the trick as it stands and others play
    after it. Generous where unsure: a card left off could never cost this seat the trick."""
    card = play_card(action)
    if card is None or obs.dice is None or specialty_of(card) in ("fates", "thief", *EFFECTS):
        return []
    plays = (*obs.trick, (obs.seat, card, play_choice(action)))
    standing = standings(plays, obs.dice)
    if len(plays) == obs.players or _top(_keys(standing)) != [len(plays) - 1]:
        return []
    return _threats(obs, plays, standing, still_out(obs))


def still_out(obs: TavernTricksObservation) -> list[Card]:
    """The cards a player still to play in this trick may hold, as far as the seat can tell: those
    it has not seen, and those it passed if their receiver is still to play."""
    out = unseen_cards(obs)
    played = {s for s, _, _ in obs.trick}
    if obs.my_pass and obs.pass_to not in played:
        shown = set(obs.played_cards())
        out.extend(c for c in obs.my_pass if c not in shown)
    return out


def who(obs: TavernTricksObservation, seat: int) -> str:
    """'the player on your left', 'the player across from you', 'the player two to your right'."""
    return seat_words(obs.seat, seat, obs.players)


def _pass(obs: TavernTricksObservation, action: PassAction) -> str:
    return (
        f"The three go to {who(obs, obs.pass_to)} before anyone knows the dominance dice: they are "
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


def _thief(obs: TavernTricksObservation, action: Action) -> str:
    scores = obs.scores
    most = max(scores)
    victims = [s for s in range(obs.players) if scores[s] == most] if scores[obs.seat] < most else []
    cannot = "the Thief cannot win, so the trick cannot be yours."
    if not victims:
        return f"Nobody has more coins than you, so it takes none; {cannot}"
    victim = action.victim if isinstance(action, ThiefAction) else victims[0]
    richest = "one of the richest" if len(victims) > 1 else "the richest"
    taken = coins(min(2, scores[victim]))
    return f"It takes {taken} from the bank of {who(obs, victim)} ({richest}, with {most}); {cannot}"


def _stay(obs: TavernTricksObservation) -> str:
    """The tricks so far, for a play that does not take the trick."""
    mine = obs.tricks_won[obs.seat]
    return f"You stay on {_tricks(mine)} to the others' best {_best_other(obs)}."


def _best_other(obs: TavernTricksObservation) -> int:
    return max(w for s, w in enumerate(obs.tricks_won) if s != obs.seat)


def _tricks(n: int) -> str:
    return f"{n} trick{'s' if n != 1 else ''}"


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
        return f"Taking it{with_tied} gives you {_tricks(total)} to the others' best {best}, with {stakes} at stake."
    if total > best:
        return f"Taking it{with_tied} leaves you alone with the most tricks: you take the {stakes} at stake."
    if total == best:
        return f"Taking it{with_tied} ties you for the most tricks ({total}): a tie-break trick follows."
    if sum(1 for s, w in enumerate(obs.tricks_won) if s != obs.seat and w == best) > 1:
        return f"Taking it{with_tied} leaves others tied for the most tricks ({best}): a tie-break trick follows."
    return f"Even taking it{with_tied} leaves you {total} to the others' best {best}: the stakes are not yours."


def _keys(standing: Sequence[Standing]) -> list[Key | None]:
    """Each play's rank in the trick, None for a card that cannot win."""
    return [(-s.tier, s.number) if s.can_win else None for s in standing]


def _top(keys: Sequence[Key | None]) -> list[int]:
    """The plays ranking highest (several: a tie; none: no card can win)."""
    ranked = [k for k in keys if k is not None]
    if not ranked:
        return []
    best = max(ranked)
    return [i for i, k in enumerate(keys) if k == best]


def _names(plays: Sequence[Play], indices: Sequence[int]) -> str:
    return card_list(tuple(plays[i][1] for i in indices))


def _effect(obs: TavernTricksObservation, plays: Sequence[Play]) -> str:
    """What a Bow, a Shield or a Crown does to the trick as it stands."""
    assert obs.dice is not None
    _, card, choice = plays[-1]
    kind = specialty_of(card)
    if kind == "bow":
        target = next((c for s, c, _ in plays if s == choice), None)
        text = f"It stops the {target.name} of {who(obs, choice)}" if target else (
            f"It stops the card {who(obs, choice)} plays after you"
        )
    elif kind == "shield":
        text = f"Every {choice} card in this trick counts as having no weapon"
    else:
        side = "Order" if kind == "order_crown" else "Chaos"
        text = f"Every {side} card in this trick counts as the dominant race"
    before = _top(_keys(standings(plays[:-1], obs.dice)))
    after = _top(_keys(standings(plays, obs.dice)))
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
    keys = _keys(standing)
    top = _top(keys)
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
    before = _top(_keys(standing[:-1]))
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
    against = _threats(obs, plays, standing, still_out(obs))
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
    helpers = _helpers(obs, plays, standing)
    if not helpers:
        return f"{head}, and no card still out can change that: the trick cannot be yours."
    words = [HELPER_WORDS[k] for k in HELPER_WORDS if k in helpers]
    listed = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    article = "an" if listed.startswith("Order") else "a"
    return f"{head}: only {article} {listed} played after you could turn it your way."


def _helpers(obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing]) -> set[str]:
    """The kinds of specialty card still out that could turn the trick toward this seat's card,
    which does not take it as it stands (battle cards, Dopplegangers and Dragons never could): a
    Bow or a Fates; a Shield on a card above it by a weapon; a Crown of its side."""
    assert obs.dice is not None
    die_race, die_weapon = obs.dice
    kind = specialty_of(plays[-1][1])
    me = standing[-1]
    kinds = {k for k in map(specialty_of, still_out(obs)) if k is not None}
    if kind in DRAGONS and not me.can_win:
        wanted = {CROWN_OF[SIDE_OF[kind]], "fates"}
    else:
        wanted = {"bow", "fates"}
        mine = (-me.tier, me.number)
        above = [s for s in standing[:-1] if s.can_win and (-s.tier, s.number) >= mine]
        if any(s.tier == DRAGON_TIER for s in above):
            return kinds & wanted  # a qualifying Dragon above: only a Bow on it or the Fates
        if any(s.weapon is not None and s.weapon == die_weapon for s in above):
            wanted.add("shield")
        if me.race is not None and me.race != die_race and not me.crowned:
            wanted.add(CROWN_OF[ORDER if me.race in ORDER else CHAOS])
    return kinds & wanted


def _threats(
    obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing], out: Sequence[Card]
) -> list[Card]:
    """The cards still out that, played after this seat's card (alone or with others still out),
    could beat it or stop it; the card takes the trick as it stands. Generous where unsure: a card
    left off could never cost the trick."""
    assert obs.dice is not None
    die_race, die_weapon = obs.dice
    me = standing[-1]
    my_kind = specialty_of(plays[-1][1])
    kinds = [specialty_of(c) for c in out]
    shields = {choice for _, c, choice in plays if specialty_of(c) == "shield"}
    bowed = {choice for _, c, choice in plays if specialty_of(c) == "bow"}
    in_trick = [specialty_of(c) for _, c, _ in plays]
    crowned = {side: CROWN_OF[side] in in_trick or CROWN_OF[side] in kinds for side in (ORDER, CHAOS)}

    def qualifies(dragon: str) -> bool:
        side = SIDE_OF[dragon]
        return die_race in side or crowned[side]

    found = [c for c, k in zip(out, kinds) if k in ("bow", "fates")]
    if my_kind in DRAGONS:  # only the other Dragon, qualifying too, ties it
        other = next(k for k in DRAGONS if k != my_kind)
        side = SIDE_OF[other]
        played = any(k == other and s not in bowed for (s, _, _), k in zip(plays, in_trick))
        live = played or (other in kinds and qualifies(other))
        found.extend(c for c, k in zip(out, kinds) if k == other and qualifies(other))
        if live and die_race not in side:
            found.extend(c for c, k in zip(out, kinds) if k == CROWN_OF[side])
        return found

    weapon_counts = me.weapon is not None and me.weapon == die_weapon
    tier = me.tier
    if weapon_counts and "shield" in kinds:  # a Shield on its weapon may lower it
        tier = RACE if tier == BOTH else NEITHER
    worst: Key = (-tier, me.number)

    def best(race: str | None, weapon: str | None, number: int) -> Key:
        """The highest a card of this race, weapon and number may rank: any Crown still out played."""
        race_match = race is not None and (race == die_race or crowned[ORDER if race in ORDER else CHAOS])
        weapon_match = weapon is not None and weapon == die_weapon and weapon not in shields
        t = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        return (-t, number)

    # The others' cards that can still win: those in the trick no Bow names, and the battle cards
    # still out, as (race, weapon, number).
    rivals = [
        (s.race, s.weapon, s.number)
        for (seat, c, _), s, k in zip(plays[:-1], standing[:-1], in_trick[:-1])
        if seat not in bowed and (k is None or k == "doppleganger")
    ]
    rivals.extend((race_of(c), weapon_of(c), c.rank) for c, k in zip(out, kinds) if k is None)
    # A Doppleganger still out copies any battle card in the trick by then: a 0 at best.
    sources = [c for _, c, _ in plays if is_battle(c)] + [c for c, k in zip(out, kinds) if k is None]
    races = {race_of(c) for c in sources} or {None}
    weapons = {weapon_of(c) for c in sources} or {None}
    doppel = max(best(r, w, 0) for r in races for w in weapons)
    reaching = [r for r in rivals if best(*r) >= worst]
    dragons_live = {
        k for (seat, _, _), k in zip(plays[:-1], in_trick[:-1]) if k in DRAGONS and seat not in bowed
    } | {k for k in kinds if k in DRAGONS}
    for c, k in zip(out, kinds):
        if k is None:
            hit = best(race_of(c), weapon_of(c), c.rank) >= worst
        elif k == "doppleganger":
            hit = doppel >= worst
        elif k in DRAGONS:
            hit = qualifies(k)
        elif k == "shield":
            hit = weapon_counts and (bool(reaching) or doppel >= worst and "doppleganger" in kinds)
        elif k in ("order_crown", "chaos_crown"):
            side = SIDE_OF[k]
            hit = any(r[0] in side and r[0] != die_race for r in reaching) or (
                die_race not in side and DRAGON_OF[side] in dragons_live
            ) or ("doppleganger" in kinds and doppel >= worst)
        else:
            continue
        if hit:
            found.append(c)
    return found
