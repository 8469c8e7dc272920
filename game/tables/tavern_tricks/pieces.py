"""Where Tavern Tricks' pieces rest, from the shown seat's observation.

Keys (the moves in ``tavern_tricks`` use the same ones):
  trick:<seat>     a card in the trick          who:<seat>     its player's name, under it
  stand:<seat>     its standing, on a badge under the name
  die:race, die:weapon   the dominance dice     coin:lr        the Left/Right coin
  bank:<seat>      a seat's coin bank (a coin with its count)
  stake:<seat>     a seat's stake in the pile   stakes:label   the pile's total
  tied:<i>         a card of a tied trick       tied:label     how many tied tricks lie there
  trick_no         the trick's number, or the tie-break announced
  fan:<seat>:<i>   another seat's hand (backs)
  aside:<seat>:<i> the three cards a seat has set aside to pass, under its fan (or the shown
                   player's own, at the trick's foot)

Nothing private is drawn: the shown hand is laid out by the table, and cards set aside to pass
show their faces to their own player alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from types import MappingProxyType
from typing import Any

from game.pieces.specs import BadgePiece, CardPiece, DiePiece, TokenPiece
from game.table.module import FAN, Stage, badge_inside, hand_fans, trick_spot
from game.table.view import Placement
from rules.core.cards import Card
from rules.core.words import counted
from game.tables.tavern_tricks.look import RACE_COLOURS, WEAPON_PAINTERS, paint_letter_disc
from rules.tavern_tricks.deck import (
    PASS_COUNT,
    RACE_NAMES,
    SPECIALTY_TEXT,
    RACES,
    WEAPON_FACES,
    race_of,
    specialty_of,
    weapon_of,
)
from rules.tavern_tricks.primacy import BOWED, NO_WIN, TIER_TEXT

GOLD = (212, 168, 50)
SILVER = (180, 184, 196)
FELT_INK = (62, 84, 70)
TIE_RED = (150, 40, 36)
RACE_FACES: tuple[str, ...] = tuple(RACE_NAMES[r] for r in RACES)
WEAPON_DIE: tuple[str, ...] = tuple(w.capitalize() for w in WEAPON_FACES)
DIE_SIZE = 58
DIE_INK = (43, 34, 26)
BANK_COIN = 34
STAKE_COIN = 30
BADGE_NAME = 9  # longest name a trick badge prints whole
STANDING_ROWS = 2  # rows the standings take turns on, under the names: a row's badges lie two slots apart
# The standings in a badge's few words (where a card stands, then its tier); hovering says them in full.
STANDING_WORDS: Mapping[str, str] = MappingProxyType({
    TIER_TEXT[0]: "both dice · tier 1",
    TIER_TEXT[1]: "race · tier 2",
    TIER_TEXT[2]: "weapon · tier 3",
    TIER_TEXT[3]: "number only · tier 4",
    BOWED: "Bow: cannot win",
    NO_WIN: "cannot win",
})


def race_die(race: str | None) -> DiePiece:
    """The race die: each face the race's lettered disc, as on the cards."""
    discs = tuple(partial(paint_letter_disc, r) for r in RACES)
    inks = tuple(RACE_COLOURS[r][0] for r in RACES)
    return DiePiece(RACE_FACES, RACES.index(race) if race else 0, DIE_SIZE, discs, inks)


def weapon_die(weapon: str | None) -> DiePiece:
    """The weapon die (sword, sword, axe, axe, mace, mace): each face the weapon as on the cards."""
    icons = tuple(WEAPON_PAINTERS[w] for w in WEAPON_FACES)
    return DiePiece(WEAPON_DIE, WEAPON_DIE.index(weapon.capitalize()) if weapon else 0, DIE_SIZE, icons, (DIE_INK,) * 6)


def dice_label(race: str, weapon: str) -> BadgePiece:
    """The words under the dice: "Elf · Mace"."""
    return BadgePiece(f"{RACE_NAMES[race]} · {weapon.capitalize()}", TIE_RED, 22)


def die_spots(stage: Stage) -> dict[str, tuple[float, float]]:
    """Where the two dice rest in the ``dice`` place."""
    view = stage.view
    dice = view.rect("dice")
    y = dice.top + view.length(DIE_SIZE / 2 + 10)
    return {"die:race": (dice.left + dice.width * 0.28, y), "die:weapon": (dice.left + dice.width * 0.72, y)}


def standing_hover(card: Card, standing: str) -> str:
    """The tooltip of a trick card's badge: its standing in full, and a specialty's effect."""
    kind = specialty_of(card)
    text = standing[0].upper() + standing[1:] + "."
    return f"{card.name}: {SPECIALTY_TEXT[kind]} {text}" if kind else f"{card.name}: {text}"


SPECIALTY_WORDS: Mapping[str, str] = MappingProxyType({
    "fates": "Fates rerolled", "order_crown": "Order races count", "chaos_crown": "Chaos races count",
    "thief": "Thief", "bow": "Bow", "shield": "Shield",
})


def tier_of(standing: str) -> str:
    """"tier 2" out of the rules' "matches the race (tier 2)"; "" when it names no tier."""
    head, _, tail = standing.rpartition("(tier ")
    return f"tier {tail.rstrip(')')}" if head and tail else ""


def seat_word(seat: int, me: int, players: int) -> str:
    """A seat as the shown seat finds it on screen: "you", or its plate's place along the top
    ("1st from left"...)."""
    position = (seat - me) % players
    if position == 0:
        return "you"
    return f"{position}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(position, 'th')} from left"


def seat_called(seat: int, me: int, players: int, names: Sequence[str] = (), longest: int = 0) -> str:
    """A seat as the shown seat ``me`` calls it: "you", else its player's name (cut to ``longest``
    characters if given), else its place along the top when the names are not known."""
    if seat == me:
        return "you"
    if seat < len(names):
        name = names[seat]
        return name if not longest or len(name) <= longest else name[:longest - 1] + "…"
    return seat_word(seat, me, players)


def effect_word(card: Card, choice: Any, me: int = 0, players: int = 0, names: Sequence[str] = ()) -> str:
    """What a specialty card in the trick does, in a word or two (its choice included; a seat
    said as the shown seat ``me`` calls it)."""
    kind = specialty_of(card)
    if kind == "bow" and isinstance(choice, int):
        return f"Bow: {seat_called(choice, me, players, names, BADGE_NAME)}" if players or names else "Bow"
    if kind == "shield" and isinstance(choice, str):
        return f"No {choice}s"
    if kind == "doppleganger" and isinstance(choice, tuple) and len(choice) == 2:
        race, weapon = race_of(choice[0]), weapon_of(choice[1])
        return f"0 {RACE_NAMES.get(race or '', '')} {(weapon or '').capitalize()}".strip()
    return SPECIALTY_WORDS.get(kind or "", "")


def standing_text(card: Card, choice: Any, standing: str, me: int = 0, players: int = 0, names: Sequence[str] = ()) -> str:
    """The badge under a trick card's name: where it stands, in a few words ("number only ·
    tier 4", "Bow: cannot win"; ``STANDING_WORDS``); for a specialty card what it does (a
    Doppleganger's copy with its tier, a Bow's target, a Shield's weapon) or, for a Dragon, its
    verdict. Its hover (``standing_hover``) says it in the rules' full words."""
    kind = specialty_of(card)
    if kind is None or (standing.startswith("cannot win: a Bow") and kind in ("doppleganger", "order_dragon", "chaos_dragon")):
        return STANDING_WORDS.get(standing, standing)
    if kind in ("order_dragon", "chaos_dragon"):
        return standing.removeprefix("the Dragon ").removeprefix("cannot win: the Dragon ")
    word = effect_word(card, choice, me, players, names)
    tier = tier_of(standing)
    if kind == "doppleganger" and tier and word:
        return f"{word} · {tier}"
    return word or standing  # a Doppleganger that copied nothing: the rules' words alone


def placements(obs: Any, stage: Stage, names: Sequence[str] = ()) -> list[Placement]:
    """Every piece but the shown hand; ``names`` (the players', by seat) name a Bow's target."""
    view, seating = stage.view, stage.seating
    out: list[Placement] = []
    for key in view.keys("trick:"):
        sprite = view.get(key)
        if sprite is not None:
            sprite.legal = sprite.selected = sprite.hovered = sprite.dimmed = False
    # The trick, each card with its player's name under it and its standing under that (the
    # standings take turns on two rows, so that neighbours' do not meet).
    for i, (seat, card, choice) in enumerate(obs.trick):
        centre = trick_spot(stage, seat)
        rect = view.rect(seating.anchor("trick", seat))
        out.append(Placement(f"trick:{seat}", CardPiece(card), centre, 10 + i))
        below = rect.top + view.card_size[1]
        out.append(name_under_card(stage, seat, obs.players, names))
        if i < len(obs.standing) and obs.standing[i]:
            row = 1 + seating.position(seat) % STANDING_ROWS
            badge = BadgePiece(standing_text(card, choice, obs.standing[i], obs.seat, obs.players, names), FELT_INK, 20)
            spot = badge_inside(badge, (centre[0], below + view.length(14 + 24 * row)), view.rect("trick"), view)
            out.append(Placement(f"stand:{seat}", badge, spot, 50 + i, hover=standing_hover(card, obs.standing[i])))
    out += _middle(obs, stage)
    out += _aside(obs, stage, names)
    out += _received(obs, stage, names)
    out += _coins(obs, stage, names)
    out += _tied(obs, stage)
    out += _won(obs, stage)
    out += hand_fans(obs.hand_counts, stage)
    return out


def shown_player(stage: Stage) -> int:
    """The seat whose player holds the screen, called "You" on the table (the driver's viewer);
    -1 while nobody does (a hot-seat hand-off): every seat is then called by its name."""
    return stage.viewer if stage.viewer is not None else -1


def table_name(stage: Stage, seat: int, players: int, names: Sequence[str] = (), longest: int = 0) -> str:
    """``seat`` as the table's pieces call it, capitalised: "You" for the seat that holds the
    screen (``shown_player``), else its player's name."""
    called = seat_called(seat, shown_player(stage), players, names, longest)
    return called[0].upper() + called[1:]


def name_under_card(stage: Stage, seat: int, players: int, names: Sequence[str] = ()) -> Placement:
    """The badge naming who played ``seat``'s card in the trick, just under it (``who:<seat>``).
    The table spawns it as the card lands too: the trick's last card lands after the rules have
    ended the trick, when no observation lists it any more."""
    view = stage.view
    badge = BadgePiece(table_name(stage, seat, players, names, BADGE_NAME), FELT_INK, 20)
    x, _ = trick_spot(stage, seat)
    y = view.rect(stage.seating.anchor("trick", seat)).top + view.card_size[1] + view.length(14)
    return Placement(f"who:{seat}", badge, badge_inside(badge, (x, y), view.rect("trick"), view), 40)


def _middle(obs: Any, stage: Stage) -> list[Placement]:
    """The dice (once rolled), the Left/Right coin, the trick's number or the tie-break."""
    view = stage.view
    out: list[Placement] = []
    dice = view.rect("dice")
    if obs.dice is not None:
        race, weapon = obs.dice
        spots = die_spots(stage)
        what = f"{RACE_NAMES[race]} and {weapon.capitalize()} dominate this hand"
        out.append(Placement("die:race", race_die(race), spots["die:race"], 20,
                             hover=f"Race die: {RACE_NAMES[race]}. {what}: a card of this race ranks above every card that does not match it."))
        out.append(Placement("die:weapon", weapon_die(weapon), spots["die:weapon"], 20,
                             hover=f"Weapon die: {weapon.capitalize()}. {what}: with the race it makes tier 1; alone, tier 3 (above cards matching neither die)."))
        out.append(Placement("dice:label", dice_label(race, weapon), (float(dice.centerx), dice.bottom - view.length(16)), 21,
                             hover="The dominance dice: tier 1 matches both, tier 2 the race, tier 3 the weapon, tier 4 neither (ranks by number only)."))
    else:
        out.append(Placement("dice:label", BadgePiece("Dice not rolled", FELT_INK, 22), (float(dice.centerx), float(dice.centery)), 21))
    coin = view.rect("coin")
    if obs.direction:
        word = obs.direction.capitalize()
        out.append(Placement("coin:lr", TokenPiece("coin", SILVER, word[0], 44), (coin.left + view.length(34), float(coin.centery)), 20))
        out.append(Placement("coin:label", BadgePiece(f"Pass {obs.direction}", FELT_INK, 22), (coin.left + view.length(120), float(coin.centery)), 21))
    trick = view.rect("trick")
    if not obs.is_over and obs.phase == "trick":
        if obs.tie_break:
            words, colour = f"Tie-break trick {obs.tie_break}", TIE_RED
        else:
            words, colour = f"Trick {obs.trick_no} of 7", FELT_INK
        # above the line where a prompt goes when its buttons fill their row
        out.append(Placement("trick_no", BadgePiece(words, colour, 24), (float(trick.centerx), trick.bottom - view.length(48)), 5))
    return out


def aside_spots(stage: Stage, seat: int) -> list[tuple[float, float]]:
    """Where the cards ``seat`` sets aside to pass lie until everyone has passed, small and
    overlapping: hanging from its hand's fan, over the fan's foot (so that each lies under its
    own seat, however the seats crowd the trick's edge); the shown seat's at the trick's foot,
    above its hand."""
    view = stage.view
    w, h = view.mini_size
    anchor = f"{FAN}_{stage.seating.position(seat)}"
    if stage.seating.position(seat) and view.layout.has(anchor):
        fan = view.rect(anchor)
        x, y = float(fan.centerx), fan.bottom + h * 0.15  # hanging from the fan, over its foot
    else:
        foot = view.rect("trick")
        x, y = float(foot.centerx), foot.bottom - h / 2 - view.length(10)
    step = w * 0.55
    return [(x + (i - (PASS_COUNT - 1) / 2) * step, y) for i in range(PASS_COUNT)]


def aside_key(seat: int, i: int) -> str:
    return f"aside:{seat}:{i}"


def _aside(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """While the pass is made, each seat's three cards set aside: backs, but the shown player's
    own (they are out of its hand until everyone has passed)."""
    if obs.phase != "pass":
        return []
    out: list[Placement] = []
    for seat, laid in enumerate(obs.passed):
        if not laid:
            continue
        own = seat == obs.seat and stage.viewer == obs.seat and len(obs.my_pass) == PASS_COUNT
        who = table_name(stage, seat, obs.players, names)
        for i, spot in enumerate(aside_spots(stage, seat)):
            card = obs.my_pass[i] if own else None
            hover = f"You set the {card.name} aside to pass." if card is not None else f"{who}: {counted(PASS_COUNT, 'card')} set aside to pass."
            out.append(Placement(aside_key(seat, i), CardPiece(card, own, mini=True), spot, 20 + i, hover=hover))
    return out


def _received(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """While the stakes are made, the cards the shown seat was passed lie small in the empty
    trick with who passed them (they are in its hand too)."""
    if obs.phase != "stake" or not obs.received or obs.trick or stage.viewer != obs.seat:
        return []  # (nor while the screen waits to be handed over: they are a secret)
    view = stage.view
    trick = view.rect("trick")
    w, h = view.mini_size
    step = w + view.length(8)
    y = trick.top + view.length(40) + h / 2
    left = trick.centerx - step * (len(obs.received) - 1) / 2
    out = [Placement(f"got:{i}", CardPiece(c, mini=True), (left + i * step, y), 8, hover=c.name)
           for i, c in enumerate(obs.received)]
    who = seat_called(obs.pass_from, obs.seat, obs.players, names)
    cards = ", ".join(f"the {c.name}" for c in obs.received)
    label = BadgePiece(f"You received these from {who}", FELT_INK, 22)
    out.append(Placement("got:label", label, (float(trick.centerx), trick.top + view.length(18)), 9,
                         hover=f"{who} passed you {cards}."))
    return out


def _coins(obs: Any, stage: Stage, names: Sequence[str] = ()) -> list[Placement]:
    """Every bank as a gold coin with its count; the stakes as one coin per seat that staked,
    whose hover names the seat (its plate says the same: "2 at stake")."""
    view, seating = stage.view, stage.seating
    out: list[Placement] = []
    for seat, coins in enumerate(obs.scores):
        area = view.rect(seating.anchor("bank", seat))
        spot = (area.left + view.length(BANK_COIN / 2 + 6), float(area.centery))
        out.append(Placement(f"bank:{seat}", TokenPiece("coin", GOLD, str(coins), BANK_COIN), spot, 20))
        if area.width > view.length(120):
            out.append(Placement(f"bank:{seat}:label", BadgePiece("coins in bank", FELT_INK, 20), (spot[0] + view.length(80), spot[1]), 21))
    area = view.rect("stakes")
    staked = [(s, c) for s, c in enumerate(obs.stakes) if c]
    cols = 3
    for i, (seat, coins) in enumerate(staked):
        x = area.left + view.length(36 + (i % cols) * 58)
        y = area.top + view.length(40 + (i // cols) * 40)
        who = table_name(stage, seat, obs.players, names)
        hover = f"{who}: {counted(coins, 'coin')} at stake."
        out.append(Placement(f"stake:{seat}", TokenPiece("coin", GOLD, str(coins), STAKE_COIN), (x, y), 20 + i, hover=hover))
    label = f"Stakes · {obs.stakes_pile}"
    out.append(Placement("stakes:label", BadgePiece(label, FELT_INK, 22), (float(area.centerx), area.top + view.length(12)), 30))
    return out


def _tied(obs: Any, stage: Stage) -> list[Placement]:
    """The tied tricks' cards as a row of small overlapping cards, with their count."""
    view = stage.view
    area = view.rect("tied")
    if not obs.tied_pile:
        return []
    w, h = view.mini_size
    n = len(obs.tied_pile)
    step = min(w * 0.5, (area.width - w - view.length(8)) / max(1, n - 1))
    left = area.left + view.length(4) + w / 2
    y = area.top + view.length(28) + h / 2
    out = [Placement(f"tied:{i}", CardPiece(c, mini=True), (left + i * step, y), 20 + i) for i, c in enumerate(obs.tied_pile)]
    label = f"Tied: {counted(obs.tied_tricks, 'trick')}"
    out.append(Placement("tied:label", BadgePiece(label, TIE_RED, 22), (float(area.centerx), area.top + view.length(12)), 40))
    return out


def _won(obs: Any, stage: Stage) -> list[Placement]:
    """Each seat's tricks won this hand, on a badge in its place."""
    view, seating = stage.view, stage.seating
    out = []
    for seat, n in enumerate(obs.tricks_won):
        area = view.rect(seating.anchor("won", seat))
        badge = BadgePiece(counted(n, "trick"), (92, 48, 28) if n else FELT_INK, 20)
        out.append(Placement(f"won:{seat}", badge, badge_inside(badge, (float(area.centerx), float(area.centery)), area, view), 20))
    return out
