"""Write the table layouts, art/layouts/<game>_<players>.tmx, from the description below.

Edit the rectangles here and run ``python tools/make_layouts.py``; commit the script and the
.tmx files it writes. The files are ordinary Tiled maps (orthogonal, 80×45 tiles of 16×16 = a
1280×720 logical table) holding one object layer, "anchors", of named rectangles. They open in
Tiled for a look, but this script is their source: edits made in Tiled are overwritten.

Anchor names (``game/layout.py`` documents what the table puts in each):
  seat_<i>         name plate and counts of screen seat i (0 = the local player, bottom; the
                   others clockwise: left, top..., right)
  hand             the local player's hand
  trick, trick_<i> the trick area and where seat i's card lands in it
  won_<i>          seat i's won pile (drawn with small cards)
  score_panel, log, buttons, deck
  Assassin's Trick also: prize, prize_deck, set_aside, discard, prize_pile_<i>, bid_<i>
  (there, a seat's won pile is its prize pile, and trick_<i> is where its bid is revealed).

Card slots (trick_<i>, bid_<i>, deck, prize, prize_deck, set_aside, discard) hold the largest
card, 120×180 logical.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

Rect = tuple[int, int, int, int]

MAP_SIZE = (1280, 720)
TILE = 16
CARD = (120, 180)


def card_at(x: int, y: int) -> Rect:
    """A card slot with its top-left corner at (x, y)."""
    return (x, y, *CARD)


# Shared by every layout: the side bar on the right, the local player's hand and name plate.
FRAME: dict[str, Rect] = {
    "score_panel": (1040, 10, 230, 190),
    "log": (1040, 210, 230, 300),
    "buttons": (1040, 520, 230, 190),
    "hand": (210, 500, 820, 210),
    "seat_0": (10, 600, 190, 110),
}

# Copas: seats around the felt, won piles beside them, the trick in the middle.
SEAT_LEFT: dict[str, Rect] = {"seat": (10, 230, 200, 100), "won": (10, 340, 90, 105)}
SEAT_RIGHT: dict[str, Rect] = {"seat": (820, 230, 200, 100), "won": (930, 340, 90, 105)}
COPAS_WON_0: Rect = (10, 470, 90, 105)
COPAS_DECK: Rect = card_at(20, 20)

COPAS: dict[int, dict[str, Rect]] = {
    3: {
        "deck": COPAS_DECK,
        "won_0": COPAS_WON_0,
        "seat_1": SEAT_LEFT["seat"], "won_1": SEAT_LEFT["won"],
        "seat_2": SEAT_RIGHT["seat"], "won_2": SEAT_RIGHT["won"],
        "trick": (355, 115, 320, 375),
        "trick_0": card_at(455, 310),
        "trick_1": card_at(370, 125),
        "trick_2": card_at(540, 125),
    },
    4: {
        "deck": COPAS_DECK,
        "won_0": COPAS_WON_0,
        "seat_1": SEAT_LEFT["seat"], "won_1": SEAT_LEFT["won"],
        "seat_2": (415, 10, 200, 100), "won_2": (625, 10, 90, 105),
        "seat_3": SEAT_RIGHT["seat"], "won_3": SEAT_RIGHT["won"],
        "trick": (325, 115, 380, 375),
        "trick_0": card_at(455, 310),
        "trick_1": card_at(330, 215),
        "trick_2": card_at(455, 120),
        "trick_3": card_at(580, 215),
    },
    5: {
        "deck": COPAS_DECK,
        "won_0": COPAS_WON_0,
        "seat_1": SEAT_LEFT["seat"], "won_1": SEAT_LEFT["won"],
        "seat_2": (250, 10, 200, 100), "won_2": (150, 10, 90, 105),
        "seat_3": (580, 10, 200, 100), "won_3": (790, 10, 90, 105),
        "seat_4": SEAT_RIGHT["seat"], "won_4": SEAT_RIGHT["won"],
        "trick": (245, 115, 540, 375),
        "trick_0": card_at(455, 310),
        "trick_1": card_at(250, 215),
        "trick_2": card_at(375, 120),
        "trick_3": card_at(535, 120),
        "trick_4": card_at(660, 215),
    },
}

# Assassin's Trick: the prize row on the left, bids in the middle, prize piles by each seat.
AT_ROW: dict[str, Rect] = {
    "set_aside": card_at(30, 190),
    "prize_deck": card_at(170, 190),
    "deck": card_at(170, 190),  # the deck on this table is the prize deck
    "prize": card_at(320, 190),
    "discard": card_at(870, 190),
    "prize_pile_0": (10, 380, 460, 110),
    "won_0": (10, 380, 460, 110),
}

ASSASSINS_TRICK: dict[int, dict[str, Rect]] = {
    2: {
        **AT_ROW,
        "seat_1": (10, 10, 190, 100),
        "prize_pile_1": (210, 10, 620, 105), "won_1": (210, 10, 620, 105),
        "trick": (500, 118, 310, 372),
        "bid_1": card_at(595, 125), "trick_1": card_at(595, 125),
        "bid_0": card_at(595, 310), "trick_0": card_at(595, 310),
    },
    3: {
        **AT_ROW,
        "seat_1": (10, 10, 190, 100),
        "prize_pile_1": (210, 10, 300, 105), "won_1": (210, 10, 300, 105),
        "seat_2": (830, 10, 190, 100),
        "prize_pile_2": (520, 10, 300, 105), "won_2": (520, 10, 300, 105),
        "trick": (480, 118, 350, 372),
        "bid_0": card_at(595, 310), "trick_0": card_at(595, 310),
        "bid_1": card_at(500, 125), "trick_1": card_at(500, 125),
        "bid_2": card_at(690, 125), "trick_2": card_at(690, 125),
    },
}

LAYOUTS: dict[str, dict[int, dict[str, Rect]]] = {
    "copas": COPAS,
    "assassins_trick": ASSASSINS_TRICK,
}


def kind(name: str) -> str:
    """The anchor's kind, written as the object's type: ``seat_2`` -> ``seat``."""
    head, _, tail = name.rpartition("_")
    return head if tail.isdigit() else name


def tmx(game: str, players: int, anchors: dict[str, Rect]) -> str:
    w, h = MAP_SIZE
    merged = {**FRAME, **anchors}
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Generated by tools/make_layouts.py: edit that script, not this file. -->",
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{w // TILE}" height="{h // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="2" nextobjectid="{len(merged) + 1}">',
        " <properties>",
        f'  <property name="game" value={quoteattr(game)}/>',
        f'  <property name="players" value="{players}"/>',
        " </properties>",
        ' <objectgroup id="1" name="anchors">',
    ]
    for i, name in enumerate(sorted(merged, key=_order), start=1):
        x, y, rw, rh = merged[name]
        lines.append(
            f'  <object id="{i}" name={quoteattr(name)} type={quoteattr(kind(name))} '
            f'x="{x}" y="{y}" width="{rw}" height="{rh}"/>'
        )
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def _order(name: str) -> tuple[str, int]:
    head, _, tail = name.rpartition("_")
    return (head, int(tail)) if tail.isdigit() else (name, -1)


def main(out_dir: Path | None = None) -> list[Path]:
    out = out_dir or Path(__file__).resolve().parent.parent / "art" / "layouts"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game, by_players in LAYOUTS.items():
        for players, anchors in by_players.items():
            path = out / f"{game}_{players}.tmx"
            path.write_text(tmx(game, players, anchors), encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for p in main(Path(sys.argv[1]) if len(sys.argv) > 1 else None):
        print(p)
