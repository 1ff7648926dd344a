"""Japanese / English strings of the deck editor (a small dict; gui/i18n.py may replace it later)."""
from __future__ import annotations

CIV_NAMES = {
    "light": ("光", "Light"), "water": ("水", "Water"), "darkness": ("闇", "Darkness"),
    "fire": ("火", "Fire"), "nature": ("自然", "Nature"), "colorless": ("無色", "Colorless"),
    "multi": ("多色", "Multicolor"),
}
TYPE_NAMES = {
    "creature": ("クリーチャー", "Creature"), "evolution": ("進化クリーチャー", "Evolution Creature"),
    "spell": ("呪文", "Spell"), "twinpact": ("ツインパクト", "Twinpact"),
}
KEYWORD_NAMES = {
    "blocker": ("ブロッカー", "Blocker"), "speed_attacker": ("スピードアタッカー", "Speed Attacker"),
    "w_breaker": ("W・ブレイカー", "Double Breaker"), "t_breaker": ("T・ブレイカー", "Triple Breaker"),
    "s_trigger": ("S・トリガー", "Shield Trigger"), "slayer": ("スレイヤー", "Slayer"),
    "cant_attack_players": ("プレイヤーを攻撃できない", "Can't attack players"),
    "cant_attack": ("攻撃できない", "Can't attack"), "unblockable": ("ブロックされない", "Unblockable"),
    "power_attacker": ("パワーアタッカー", "Power Attacker"), "ninja_strike": ("ニンジャ・ストライク", "Ninja Strike"),
    "g_zero": ("G・ゼロ", "G-Zero"), "galaxy_shield": ("ギャラクシー・シールド", "Galaxy Shield"),
    "kirifudash": ("キリフダッシュ", "Kirifudash"),
}
FORMAT_NAMES = {
    "duepa": ("デュエパーティー（60枚・パートナー）", "DuePa (60 cards, partner)"),
    "duel": ("デュエル（40枚）", "Duel (40 cards)"),
    "digital": ("デジタル（40枚・DP殿堂）", "Digital (40 cards, DP hall of fame)"),
}
# short explanations of the rule ids validation reports
RULE_NAMES = {
    "duepa:101.1": ("60枚（パートナー込み）／殿堂", "60 cards incl. partner / ban list"),
    "duepa:101.1b": ("同名カードは1枚まで", "singleton"),
    "duepa:101.1c": ("ゲーム外から始まるカードは禁止", "no cards that start outside the deck"),
    "duepa:201.1": ("パートナーはコスト5以上のクリーチャー", "partner: a creature of cost 5+"),
    "duepa:201.1a": ("ツインパクトのパートナー", "twinpact partner"),
    "duepa:201.2": ("パートナーの文明のみ", "partner's civilizations only"),
    "duepa:201.2a": ("パートナーの文明のみ（ツインパクト）", "partner's civilizations only (twinpact)"),
    "dmp:53": ("DP殿堂：1枚まで", "DP hall of fame: at most 1"),
    "dm:100": ("40枚・同名4枚まで", "40 cards, at most 4 copies"),
    "deck:unknown-card": ("不明なカードID", "unknown card id"),
    "deck:partner": ("このフォーマットにパートナーはない", "no partner in this format"),
    "deck:syntax": ("読めない行", "unreadable line"),
}

_S = {
    "title": ("円座 — カード一覧とデッキ編集", "Enza — cards and deck editor"),
    "search": ("名前・テキスト・種族で検索（日本語/English）", "Search name, text, race (Japanese/English)"),
    "family": ("ゲーム", "Game"),
    "family.shield": ("シールド戦", "Shield game"),
    "civ": ("文明", "Civ."),
    "civ.mode.any": ("いずれか", "any of"),
    "civ.mode.only": ("のみ", "only"),
    "cost": ("コスト", "Cost"),
    "type": ("種類", "Type"),
    "keyword": ("能力", "Keyword"),
    "all": ("すべて", "All"),
    "sort": ("並び順", "Sort"),
    "sort.cost": ("コスト順", "by cost"), "sort.name": ("名前順", "by name"),
    "sort.civ": ("文明順", "by civilization"), "sort.power": ("パワー順", "by power"), "sort.id": ("ID順", "by id"),
    "fits": ("パートナーに合うカードだけ", "Only cards that fit the partner"),
    "col.civ": ("文明", "Civ"), "col.cost": ("コスト", "Cost"), "col.name": ("名前", "Name"),
    "col.type": ("種類", "Type"), "col.power": ("パワー", "Power"), "col.id": ("ID", "ID"),
    "col.count": ("枚数", "Qty"),
    "shown": ("{n} / {total} 枚表示", "{n} of {total} cards"),
    "add": ("デッキに追加 ▶", "Add to deck ▶"),
    "make_partner": ("パートナーにする", "Make partner"),
    "plus": ("＋1", "+1"), "minus": ("−1", "−1"), "remove_all": ("すべて外す", "Remove all"),
    "deck_name": ("デッキ名", "Deck name"), "format": ("フォーマット", "Format"),
    "partner": ("パートナー", "Partner"),
    "partner.none": ("（ここにカードをドロップ）", "(drop a card here)"),
    "partner.clear": ("外す", "Clear"),
    "deck": ("デッキ", "Deck"),
    "count": ("{n} / {size} 枚", "{n} / {size} cards"),
    "stats": ("文明・コスト", "Civilizations and costs"),
    "problems": ("問題点", "Problems"),
    "legal": ("✔ {fmt} で使用できます", "✔ Legal for {fmt}"),
    "n_problems": ("✖ 問題 {n} 件", "✖ {n} problem(s)"),
    "source": ("ファイルの内容", "File text"),
    "menu.file": ("ファイル(&F)", "&File"),
    "new": ("新規", "New"), "open": ("開く…", "Open…"), "open_bundled": ("付属デッキを開く", "Open bundled deck"),
    "save": ("保存", "Save"), "save_as": ("名前を付けて保存…", "Save as…"), "close": ("閉じる", "Close"),
    "language": ("English", "日本語"),
    "untitled": ("無題", "Untitled"),
    "bundled_tag": ("付属・読み取り専用", "bundled, read-only"),
    "unsaved.title": ("未保存の変更", "Unsaved changes"),
    "unsaved.text": ("「{name}」の変更を保存しますか？", "Save the changes to “{name}”?"),
    "saved": ("保存しました: {path}", "Saved: {path}"),
    "save_failed": ("保存できません", "Cannot save"),
    "open_failed": ("開けません", "Cannot open"),
    "opened_problems": ("{path} を開きました — 読めない行 {n} 行（一覧と「ファイルの内容」を参照）",
                        "Opened {path} — {n} unreadable line(s) (see the list and the file text)"),
    "limit": ("{name} はこのフォーマットでは {n} 枚まで", "{name}: at most {n} in this format"),
    "cards_error": ("読めないユーザーカードのファイルを飛ばしました: {err}", "User card files skipped: {err}"),
    "deck_filter": ("デッキファイル (*.deck);;すべてのファイル (*)", "Deck files (*.deck);;All files (*)"),
    "curve": ("コスト", "Cost"),
    "hint": ("ダブルクリック・ドラッグで追加、デッキ側のダブルクリックで1枚外す",
             "Double-click or drag to add; double-click in the deck removes one"),
    "unknown_card": ("不明なカード", "unknown card"),
    "kept_lines": ("読めなかった行はコメントとして保存されます", "Unreadable lines are kept as comments when saving"),
}


def tr(key: str, lang: str = "ja", **kw) -> str:
    pair = _S.get(key)
    s = key if pair is None else pair[0 if lang == "ja" else 1]
    return s.format(**kw) if kw else s


def pick(table: dict, key: str, lang: str) -> str:
    pair = table.get(key)
    if pair is None:
        return key
    return pair[0 if lang == "ja" else 1]
