<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
  <context>
    <name>enza</name>
    <message>
      <source>Charge step: put a card from your hand into your mana zone (or go on).</source>
      <translation>チャージステップ：手札を1枚マナゾーンに置く（または先へ進む）。</translation>
    </message>
    <message>
      <source>Main step: summon creatures and cast spells.</source>
      <translation>メインステップ：クリーチャーを召喚し、呪文を唱える。</translation>
    </message>
    <message>
      <source>Attack step: attack with your creatures.</source>
      <translation>攻撃ステップ：クリーチャーで攻撃する。</translation>
    </message>
    <message>
      <source>Choose what to attack.</source>
      <translation>攻撃先を選んでください。</translation>
    </message>
    <message>
      <source>Pay the cost: click mana cards or pay automatically.</source>
      <translation>コストを支払う：マナのカードをクリックするか、自動で支払う。</translation>
    </message>
    <message>
      <source>You are attacked: block?</source>
      <translation>攻撃されています。ブロックしますか？</translation>
    </message>
    <message>
      <source>Shield trigger: use it?</source>
      <translation>S・トリガーを使いますか？</translation>
    </message>
    <message>
      <source>Use declaration?</source>
      <translation>使用宣言をしますか？</translation>
    </message>
    <message>
      <source>Choose which effect resolves next.</source>
      <translation>次に解決する効果を選んでください。</translation>
    </message>
    <message>
      <source>Choose an opponent.</source>
      <translation>相手を1人選んでください。</translation>
    </message>
    <message>
      <source>Choose cards.</source>
      <translation>カードを選んでください。</translation>
    </message>
    <message>
      <source>Choose the shields to break.</source>
      <translation>ブレイクするシールドを選んでください。</translation>
    </message>
    <message>
      <source>Choose the creature to evolve from.</source>
      <translation>進化元のクリーチャーを選んでください。</translation>
    </message>
    <message>
      <source>Choose a card to discard.</source>
      <translation>捨てるカードを選んでください。</translation>
    </message>
    <message>
      <source>Do you use this effect?</source>
      <translation>この効果を使いますか？</translation>
    </message>
    <message>
      <source>Kirifuda dash?</source>
      <translation>キリフダッシュしますか？</translation>
    </message>
    <message>
      <source>Your partner left: put a mana card under your deck to bring it back?</source>
      <translation>パートナーが離れました。マナのカードを山札の下に置いて戻しますか？</translation>
    </message>
    <message>
      <source>Keep your hand or mulligan?</source>
      <translation>手札をキープしますか、マリガンしますか？</translation>
    </message>
    <message>
      <source>Choose a target.</source>
      <translation>対象を選んでください。</translation>
    </message>
    <message>
      <source>Choose the order of the triggered abilities.</source>
      <translation>誘発した能力の順番を選んでください。</translation>
    </message>
    <message>
      <source>Priority: play a card, use an ability or pass.</source>
      <translation>優先権：カードを使う、能力を使う、またはパス。</translation>
    </message>
    <message>
      <source>Shot: use the revealed card?</source>
      <translation>ショット：公開したカードを使いますか？</translation>
    </message>
    <message>
      <source>Assign the combat damage.</source>
      <translation>戦闘ダメージを割り振ってください。</translation>
    </message>
    <message>
      <source>Begin the game with this card on the battlefield?</source>
      <translation>このカードを戦場に置いてゲームを始めますか？</translation>
    </message>
    <message>
      <source>Choose who acts first.</source>
      <translation>最初に行動するプレイヤーを選んでください。</translation>
    </message>
    <message>
      <source>Discard down to your hand size.</source>
      <translation>手札の上限まで捨ててください。</translation>
    </message>
    <message>
      <source>Order the blockers for damage.</source>
      <translation>ダメージを与えるブロッカーの順番を決めてください。</translation>
    </message>
    <message>
      <source>Declare attackers: drag creatures onto the player they attack.</source>
      <translation>攻撃クリーチャー指定：クリーチャーを攻撃するプレイヤーへドラッグ。</translation>
    </message>
    <message>
      <source>Declare blockers: drag creatures onto the attacker they block.</source>
      <translation>ブロック・クリーチャー指定：クリーチャーをブロックする攻撃クリーチャーへドラッグ。</translation>
    </message>
    <message>
      <source>Put cards from your hand on the bottom of your library.</source>
      <translation>手札からカードをライブラリーの一番下に置いてください。</translation>
    </message>
    <message>
      <source>Choose a permanent to sacrifice.</source>
      <translation>生け贄に捧げるパーマネントを選んでください。</translation>
    </message>
    <message>
      <source>Choose which replacement effect applies.</source>
      <translation>どの置換効果を適用するか選んでください。</translation>
    </message>
    <message>
      <source>cards are charged only in the charge step</source>
      <translation>マナチャージはチャージステップにしかできません</translation>
    </message>
    <message>
      <source>only one card may be charged per turn</source>
      <translation>マナチャージは1ターンに1枚までです</translation>
    </message>
    <message>
      <source>that card is not in your hand</source>
      <translation>そのカードは手札にありません</translation>
    </message>
    <message>
      <source>cards are used in your main step</source>
      <translation>カードはメインステップに使います</translation>
    </message>
    <message>
      <source>{card} is not a spell</source>
      <translation>{card}は呪文ではありません</translation>
    </message>
    <message>
      <source>{card} is not a creature</source>
      <translation>{card}はクリーチャーではありません</translation>
    </message>
    <message>
      <source>a card with that name was already used this turn</source>
      <translation>同じ名前のカードはこのターンすでに使われています</translation>
    </message>
    <message>
      <source>your battle zone is full</source>
      <translation>バトルゾーンがいっぱいです</translation>
    </message>
    <message>
      <source>an effect stops you casting that spell</source>
      <translation>効果によりその呪文は唱えられません</translation>
    </message>
    <message>
      <source>{card} costs {cost}; you have {have} untapped mana</source>
      <translation>{card}のコストは{cost}、アンタップしているマナは{have}です</translation>
    </message>
    <message>
      <source>paying for {card} needs untapped mana of each of its civilizations</source>
      <translation>{card}の支払いには、その各文明のアンタップしたマナが必要です</translation>
    </message>
    <message>
      <source>{civs} is not unlocked yet: no card of that civilization in your mana zone</source>
      <translation>{civs}はまだ使えません：その文明のカードがマナゾーンにありません</translation>
    </message>
    <message>
      <source>{card} needs a creature to evolve from</source>
      <translation>{card}には進化元のクリーチャーが必要です</translation>
    </message>
    <message>
      <source>creatures attack in the attack step</source>
      <translation>クリーチャーは攻撃ステップに攻撃します</translation>
    </message>
    <message>
      <source>only your creatures in the battle zone attack</source>
      <translation>攻撃できるのはバトルゾーンの自分のクリーチャーだけです</translation>
    </message>
    <message>
      <source>{card} is tapped</source>
      <translation>{card}はタップされています</translation>
    </message>
    <message>
      <source>{card} came into the battle zone this turn</source>
      <translation>{card}はこのターンにバトルゾーンに出たばかりです（召喚酔い）</translation>
    </message>
    <message>
      <source>{card} cannot attack</source>
      <translation>{card}は攻撃できません</translation>
    </message>
    <message>
      <source>only tapped creatures can be attacked</source>
      <translation>攻撃できるのはタップされたクリーチャーだけです</translation>
    </message>
    <message>
      <source>you cannot attack your own creature</source>
      <translation>自分のクリーチャーは攻撃できません</translation>
    </message>
    <message>
      <source>that is not something this creature can attack</source>
      <translation>このクリーチャーはそこを攻撃できません</translation>
    </message>
    <message>
      <source>nothing is being attacked now</source>
      <translation>いまは何も攻撃されていません</translation>
    </message>
    <message>
      <source>only the attacked player may block</source>
      <translation>ブロックできるのは攻撃されたプレイヤーだけです</translation>
    </message>
    <message>
      <source>{card} cannot block</source>
      <translation>{card}はブロックできません</translation>
    </message>
    <message>
      <source>that is not a legal answer to the current decision</source>
      <translation>いまの選択に対する正しい答えではありません</translation>
    </message>
    <message>
      <source>another player must decide now</source>
      <translation>いまは別のプレイヤーが選ぶ番です</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>ゲームは終わっています</translation>
    </message>
    <message>
      <source>nothing can be done by dropping that card there</source>
      <translation>そこにカードを置いても何も起きません</translation>
    </message>
    <message>
      <source>when it enters the battle zone</source>
      <translation>バトルゾーンに出た時</translation>
    </message>
    <message>
      <source>when it attacks</source>
      <translation>攻撃する時</translation>
    </message>
    <message>
      <source>when it is destroyed</source>
      <translation>破壊された時</translation>
    </message>
    <message>
      <source>at the start of your turn</source>
      <translation>自分のターンのはじめに</translation>
    </message>
    <message>
      <source>at the end of your turn</source>
      <translation>自分のターンの終わりに</translation>
    </message>
    <message>
      <source>at the end of an opponent's turn</source>
      <translation>相手のターンの終わりに</translation>
    </message>
    <message>
      <source>when it wins a battle</source>
      <translation>バトルに勝った時</translation>
    </message>
    <message>
      <source>when one of your creatures is destroyed</source>
      <translation>自分のクリーチャーが破壊された時</translation>
    </message>
    <message>
      <source>when you are attacked</source>
      <translation>自分が攻撃された時</translation>
    </message>
    <message>
      <source>when an opponent's creature attacks</source>
      <translation>相手のクリーチャーが攻撃する時</translation>
    </message>
    <message>
      <source>when an opponent casts a spell</source>
      <translation>相手が呪文を唱えた時</translation>
    </message>
    <message>
      <source>when it leaves the battle zone</source>
      <translation>バトルゾーンを離れた時</translation>
    </message>
    <message>
      <source>when it breaks a shield</source>
      <translation>シールドをブレイクした時</translation>
    </message>
    <message>
      <source>when it blocks</source>
      <translation>ブロックした時</translation>
    </message>
    <message>
      <source>when any creature attacks</source>
      <translation>いずれかのクリーチャーが攻撃する時</translation>
    </message>
    <message>
      <source>ninja strike</source>
      <translation>ニンジャ・ストライク</translation>
    </message>
    <message>
      <source>summoned by its own effect</source>
      <translation>自身の効果で召喚</translation>
    </message>
    <message>
      <source>Decision: {kind}</source>
      <translation>選択：{kind}</translation>
    </message>
    <message>
      <source>Not allowed: {msg}</source>
      <translation>できません：{msg}</translation>
    </message>
    <message>
      <source>Go on (end this step)</source>
      <translation>先へ進む（このステップを終える）</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>完了</translation>
    </message>
    <message>
      <source>Do not block</source>
      <translation>ブロックしない</translation>
    </message>
    <message>
      <source>Pay automatically</source>
      <translation>自動で支払う</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>はい</translation>
    </message>
    <message>
      <source>No</source>
      <translation>いいえ</translation>
    </message>
    <message>
      <source>Keep</source>
      <translation>キープ</translation>
    </message>
    <message>
      <source>Concede</source>
      <translation>投了</translation>
    </message>
    <message>
      <source>Mulligan</source>
      <translation>マリガン</translation>
    </message>
    <message>
      <source>Agree to a draw</source>
      <translation>引き分けに同意する</translation>
    </message>
    <message>
      <source>Charge {card}</source>
      <translation>{card}をチャージ</translation>
    </message>
    <message>
      <source>Summon {card}</source>
      <translation>{card}を召喚</translation>
    </message>
    <message>
      <source>Cast {card}</source>
      <translation>{card}を唱える</translation>
    </message>
    <message>
      <source>G-Zero {card}</source>
      <translation>{card}をG・ゼロで召喚</translation>
    </message>
    <message>
      <source>Galaxy {card}</source>
      <translation>{card}をギャラクシー</translation>
    </message>
    <message>
      <source>Attack {target} with {card}</source>
      <translation>{card}で{target}を攻撃</translation>
    </message>
    <message>
      <source>Attack with {card}</source>
      <translation>{card}で攻撃</translation>
    </message>
    <message>
      <source>Attack {target}</source>
      <translation>{target}を攻撃</translation>
    </message>
    <message>
      <source>Tap {card} for mana</source>
      <translation>{card}をタップして支払う</translation>
    </message>
    <message>
      <source>Block with {card}</source>
      <translation>{card}でブロック</translation>
    </message>
    <message>
      <source>Use shield trigger {card}</source>
      <translation>{card}のS・トリガーを使う</translation>
    </message>
    <message>
      <source>Declare {card}</source>
      <translation>{card}を宣言</translation>
    </message>
    <message>
      <source>Resolve effect {n}</source>
      <translation>効果{n}を解決</translation>
    </message>
    <message>
      <source>Choose {player}</source>
      <translation>{player}を選ぶ</translation>
    </message>
    <message>
      <source>Choose {card}</source>
      <translation>{card}を選ぶ</translation>
    </message>
    <message>
      <source>Kirifuda dash {card}</source>
      <translation>{card}でキリフダッシュ</translation>
    </message>
    <message>
      <source>Play {card}</source>
      <translation>{card}を使う</translation>
    </message>
    <message>
      <source>Put {card} into energy</source>
      <translation>{card}をエナジーに置く</translation>
    </message>
    <message>
      <source>Rest {card} to pay</source>
      <translation>{card}をレストして支払う</translation>
    </message>
    <message>
      <source>Use an ability of {card}</source>
      <translation>{card}の能力を使う</translation>
    </message>
    <message>
      <source>Put {card} on the bottom</source>
      <translation>{card}を一番下に置く</translation>
    </message>
    <message>
      <source>Begin with {card}</source>
      <translation>{card}を置いて始める</translation>
    </message>
    <message>
      <source>Sacrifice {card}</source>
      <translation>{card}を生け贄に捧げる</translation>
    </message>
    <message>
      <source>Discard {card}</source>
      <translation>{card}を捨てる</translation>
    </message>
    <message>
      <source>Assign damage: {what}</source>
      <translation>ダメージの割り振り：{what}</translation>
    </message>
    <message>
      <source>Return {card} to the deck bottom</source>
      <translation>{card}を山札の下に置く</translation>
    </message>
    <message>
      <source>Use the effect of {card}?</source>
      <translation>{card}の効果を使いますか？</translation>
    </message>
    <message>
      <source>Next: {card}</source>
      <translation>次：{card}</translation>
    </message>
    <message>
      <source>Order: {n}</source>
      <translation>順番：{n}</translation>
    </message>
    <message>
      <source>(effect of {card})</source>
      <translation>（{card}の効果）</translation>
    </message>
    <message>
      <source>{zone}, card {n} from the left</source>
      <translation>{zone}の左から{n}枚目</translation>
    </message>
    <message>
      <source>Shield {n} of {player} (from the left)</source>
      <translation>{player}のシールド（左から{n}枚目）</translation>
    </message>
    <message>
      <source>Resolve {card}: its effect {when}</source>
      <translation>{card}を解決：{when}の効果</translation>
    </message>
    <message>
      <source>Cast {card} (spell side)</source>
      <translation>{card}を唱える（呪文側）</translation>
    </message>
    <message>
      <source>Summon {card} (creature side)</source>
      <translation>{card}を召喚（クリーチャー側）</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>光</translation>
    </message>
    <message>
      <source>Water</source>
      <translation>水</translation>
    </message>
    <message>
      <source>Darkness</source>
      <translation>闇</translation>
    </message>
    <message>
      <source>Fire</source>
      <translation>火</translation>
    </message>
    <message>
      <source>Nature</source>
      <translation>自然</translation>
    </message>
    <message>
      <source>Zero</source>
      <translation>ゼロ</translation>
    </message>
    <message>
      <source>Creature</source>
      <translation>クリーチャー</translation>
    </message>
    <message>
      <source>Spell</source>
      <translation>呪文</translation>
    </message>
    <message>
      <source>Evolution Creature</source>
      <translation>進化クリーチャー</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>フィールド</translation>
    </message>
    <message>
      <source>Twinpact</source>
      <translation>ツインパクト</translation>
    </message>
    <message>
      <source>a face-down card</source>
      <translation>裏向きのカード</translation>
    </message>
    <message>
      <source>Winner: {w}</source>
      <translation>勝者：{w}</translation>
    </message>
    <message>
      <source>The game is a draw.</source>
      <translation>引き分けです。</translation>
    </message>
    <message>
      <source>Nobody won.</source>
      <translation>勝者はいません。</translation>
    </message>
    <message>
      <source>Auto-pass: {name} had nothing to do ({step})</source>
      <translation>自動パス：{name}さんはすることがありませんでした（{step}）</translation>
    </message>
    <message>
      <source>Ask {name} aloud. Only if the answer is yes does the screen pass to {name}, who may still decline.</source>
      <translation>{name}さんに声をかけてください。「はい」の時だけ画面を{name}さんに渡します（渡された後でも宣言しないことができます）。</translation>
    </message>
    <message>
      <source>Yes, pass me the screen</source>
      <translation>はい、画面を渡して</translation>
    </message>
    <message>
      <source>Pass the screen to {name}</source>
      <translation>{name}さんに画面を渡してください</translation>
    </message>
    <message>
      <source>{name} must decide now and will see hidden cards. Everyone else, please look away.</source>
      <translation>{name}さんの選択です。非公開のカードが表示されます。ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
      <source>I am {name} — show</source>
      <translation>{name}です — 表示する</translation>
    </message>
    <message>
      <source>{name}: any declaration?</source>
      <translation>{name}さん、宣言はありますか？</translation>
    </message>
    <message>
      <source>Cards {n} ({lo}–{hi}) · busters {b} (exactly {nb}) · shots {s} (at most {ns}) · territory {t} (exactly 1)</source>
      <translation>カード {n} 枚（{lo}〜{hi}）・バスター {b}（ちょうど {nb}）・ショット {s}（{ns} 枚まで）・テリトリー {t}（ちょうど 1）</translation>
    </message>
    <message>
      <source>Cards {n} ({lo}–{hi}) · basic lands {b} (any number) · other cards at most {k} of each</source>
      <translation>カード {n} 枚（{lo}〜{hi}）・基本土地 {b}（枚数自由）・ほかのカードは各 {k} 枚まで</translation>
    </message>
    <message>
      <source>Unit</source>
      <translation>ユニット</translation>
    </message>
    <message>
      <source>Command</source>
      <translation>コマンド</translation>
    </message>
    <message>
      <source>Territory</source>
      <translation>テリトリー</translation>
    </message>
    <message>
      <source>Land</source>
      <translation>土地</translation>
    </message>
    <message>
      <source>Instant</source>
      <translation>インスタント</translation>
    </message>
    <message>
      <source>Sorcery</source>
      <translation>ソーサリー</translation>
    </message>
    <message>
      <source>DuePa (60 cards, partner)</source>
      <translation>デュエパーティー（60枚・パートナー）</translation>
    </message>
    <message>
      <source>Duel (40 cards)</source>
      <translation>デュエル（40枚）</translation>
    </message>
    <message>
      <source>Digital (40 cards, DP hall of fame)</source>
      <translation>デジタル（40枚・DP殿堂）</translation>
    </message>
    <message>
      <source>60 cards incl. partner / ban list</source>
      <translation>60枚（パートナー込み）／殿堂</translation>
    </message>
    <message>
      <source>singleton</source>
      <translation>同名カードは1枚まで</translation>
    </message>
    <message>
      <source>no cards that start outside the deck</source>
      <translation>ゲーム外から始まるカードは禁止</translation>
    </message>
    <message>
      <source>partner: a creature of cost 5+</source>
      <translation>パートナーはコスト5以上のクリーチャー</translation>
    </message>
    <message>
      <source>twinpact partner</source>
      <translation>ツインパクトのパートナー</translation>
    </message>
    <message>
      <source>partner's civilizations only</source>
      <translation>パートナーの文明のみ</translation>
    </message>
    <message>
      <source>partner's civilizations only (twinpact)</source>
      <translation>パートナーの文明のみ（ツインパクト）</translation>
    </message>
    <message>
      <source>DP hall of fame: at most 1</source>
      <translation>DP殿堂：1枚まで</translation>
    </message>
    <message>
      <source>40 cards, at most 4 copies</source>
      <translation>40枚・同名4枚まで</translation>
    </message>
    <message>
      <source>unknown card id</source>
      <translation>不明なカードID</translation>
    </message>
    <message>
      <source>no partner in this format</source>
      <translation>このフォーマットにパートナーはない</translation>
    </message>
    <message>
      <source>unreadable line</source>
      <translation>読めない行</translation>
    </message>
    <message>
      <source>Enza — cards and deck editor</source>
      <translation>円座 — カード一覧とデッキ編集</translation>
    </message>
    <message>
      <source>Search name, text, race (Japanese/English)</source>
      <translation>名前・テキスト・種族で検索（日本語/English）</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <source>Shield game</source>
      <translation>シールド戦</translation>
    </message>
    <message>
      <source>Life-zone game</source>
      <translation>ライフゾーン戦</translation>
    </message>
    <message>
      <source>Stack game</source>
      <translation>スタック戦</translation>
    </message>
    <message>
      <source>any of</source>
      <translation>いずれか</translation>
    </message>
    <message>
      <source>only</source>
      <translation>のみ</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>コスト</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>種類</translation>
    </message>
    <message>
      <source>Keyword</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>All</source>
      <translation>すべて</translation>
    </message>
    <message>
      <source>Sort</source>
      <translation>並び順</translation>
    </message>
    <message>
      <source>by cost</source>
      <translation>コスト順</translation>
    </message>
    <message>
      <source>by name</source>
      <translation>名前順</translation>
    </message>
    <message>
      <source>by {term}</source>
      <translation>{term}順</translation>
    </message>
    <message>
      <source>by power</source>
      <translation>パワー順</translation>
    </message>
    <message>
      <source>by id</source>
      <translation>ID順</translation>
    </message>
    <message>
      <source>Only cards that fit the partner</source>
      <translation>パートナーに合うカードだけ</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名前</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>パワー</translation>
    </message>
    <message>
      <source>ID</source>
      <translation>ID</translation>
    </message>
    <message>
      <source>Qty</source>
      <translation>枚数</translation>
    </message>
    <message>
      <source>{n} of {total} cards</source>
      <translation>{n} / {total} 枚表示</translation>
    </message>
    <message>
      <source>Add to deck ▶</source>
      <translation>デッキに追加 ▶</translation>
    </message>
    <message>
      <source>Make partner</source>
      <translation>パートナーにする</translation>
    </message>
    <message>
      <source>+1</source>
      <translation>＋1</translation>
    </message>
    <message>
      <source>−1</source>
      <translation>−1</translation>
    </message>
    <message>
      <source>Remove all</source>
      <translation>すべて外す</translation>
    </message>
    <message>
      <source>Deck name</source>
      <translation>デッキ名</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>フォーマット</translation>
    </message>
    <message>
      <source>Partner</source>
      <translation>パートナー</translation>
    </message>
    <message>
      <source>(drop a card here)</source>
      <translation>（ここにカードをドロップ）</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>外す</translation>
    </message>
    <message>
      <source>Deck</source>
      <translation>山札</translation>
    </message>
    <message>
      <source>{n} / {size} cards</source>
      <translation>{n} / {size} 枚</translation>
    </message>
    <message>
      <source>Problems</source>
      <translation>問題点</translation>
    </message>
    <message>
      <source>✔ Legal for {fmt}</source>
      <translation>✔ {fmt} で使用できます</translation>
    </message>
    <message>
      <source>✖ {n} problem(s)</source>
      <translation>✖ 問題 {n} 件</translation>
    </message>
    <message>
      <source>File text</source>
      <translation>ファイルの内容</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
      <source>New</source>
      <translation>新規</translation>
    </message>
    <message>
      <source>Open…</source>
      <translation>開く…</translation>
    </message>
    <message>
      <source>Open bundled deck</source>
      <translation>付属デッキを開く</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <source>Save as…</source>
      <translation>名前を付けて保存…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <source>Untitled</source>
      <translation>無題</translation>
    </message>
    <message>
      <source>bundled, read-only</source>
      <translation>付属・読み取り専用</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>未保存の変更</translation>
    </message>
    <message>
      <source>Save the changes to “{name}”?</source>
      <translation>「{name}」の変更を保存しますか？</translation>
    </message>
    <message>
      <source>Saved: {path}</source>
      <translation>保存しました: {path}</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>保存できません</translation>
    </message>
    <message>
      <source>Cannot open</source>
      <translation>開けません</translation>
    </message>
    <message>
      <source>Opened {path} — {n} unreadable line(s) (see the list and the file text)</source>
      <translation>{path} を開きました — 読めない行 {n} 行（一覧と「ファイルの内容」を参照）</translation>
    </message>
    <message>
      <source>{name}: at most {n} in this format</source>
      <translation>{name} はこのフォーマットでは {n} 枚まで</translation>
    </message>
    <message>
      <source>User cards not loaded: {err}</source>
      <translation>ユーザーカードを読めません: {err}</translation>
    </message>
    <message>
      <source>Deck files (*.deck);;All files (*)</source>
      <translation>デッキファイル (*.deck);;すべてのファイル (*)</translation>
    </message>
    <message>
      <source>Click a card in the list to see it here</source>
      <translation>一覧のカードをクリックすると、ここに大きく表示されます</translation>
    </message>
    <message>
      <source>Double-click or drag to add; double-click in the deck removes one</source>
      <translation>ダブルクリック・ドラッグで追加、デッキ側のダブルクリックで1枚外す</translation>
    </message>
    <message>
      <source>unknown card</source>
      <translation>不明なカード</translation>
    </message>
    <message>
      <source>Unreadable lines are kept as comments when saving</source>
      <translation>読めなかった行はコメントとして保存されます</translation>
    </message>
    <message>
      <source>Colourless</source>
      <translation>無色</translation>
    </message>
    <message>
      <source>Multicolour</source>
      <translation>多色</translation>
    </message>
    <message>
      <source>Drag a card (or right-click it) for the other {n} possible moves.</source>
      <translation>ほかの{n}通りの行動は、カードをドラッグ（または右クリック）して行います。</translation>
    </message>
    <message>
      <source>Shields at the start</source>
      <translation>最初のシールド枚数</translation>
    </message>
    <message>
      <source>Cards in hand at the start</source>
      <translation>最初の手札枚数</translation>
    </message>
    <message>
      <source>The first player draws on the first turn</source>
      <translation>先攻も最初のターンにドローする</translation>
    </message>
    <message>
      <source>Win effects are nullified</source>
      <translation>勝利効果を無効にする</translation>
    </message>
    <message>
      <source>Extra-turn effects are nullified</source>
      <translation>追加ターン効果を無効にする</translation>
    </message>
    <message>
      <source>Each card name once per turn</source>
      <translation>同名カードは1ターンに1回</translation>
    </message>
    <message>
      <source>Ask every player for declarations</source>
      <translation>全員に使用宣言を確認する</translation>
    </message>
    <message>
      <source>Turn order clockwise</source>
      <translation>ターン順は時計回り</translation>
    </message>
    <message>
      <source>Shuffle the decks</source>
      <translation>山札をシャッフルする</translation>
    </message>
    <message>
      <source>Digital mana rules</source>
      <translation>デジタル版のマナのルール</translation>
    </message>
    <message>
      <source>Zone limits</source>
      <translation>ゾーンの上限</translation>
    </message>
    <message>
      <source>Order own effects automatically</source>
      <translation>自分の効果の順番を自動で決める</translation>
    </message>
    <message>
      <source>Turn limit</source>
      <translation>ターン制限</translation>
    </message>
    <message>
      <source>Ace rule</source>
      <translation>エースルール</translation>
    </message>
    <message>
      <source>Intentional draw allowed</source>
      <translation>合意による引き分けを認める</translation>
    </message>
    <message>
      <source>Range of influence</source>
      <translation>影響範囲</translation>
    </message>
    <message>
      <source>Whom a player may attack</source>
      <translation>攻撃できる相手</translation>
    </message>
    <message>
      <source>Teammates share their turns</source>
      <translation>チームでターンを共有する</translation>
    </message>
    <message>
      <source>Legend skill of every player</source>
      <translation>全員のレジェンドスキル</translation>
    </message>
    <message>
      <source>How far around the table a player's spells, abilities and attacks reach (rule 801).</source>
      <translation>呪文・能力・攻撃がテーブルのどこまで届くか（801）。</translation>
    </message>
    <message>
      <source>Attack every opponent at once, or only the neighbour on one side (rules 802, 803).</source>
      <translation>対戦相手全員を同時に攻撃できるか、片側の隣の人だけか（802、803）。</translation>
    </message>
    <message>
      <source>Each team takes its turn together, as in Two-Headed Giant (rule 805).</source>
      <translation>双頭巨人戦のように、チームで一緒にターンを行う（805）。</translation>
    </message>
    <message>
      <source>A player may set one card aside as their ace (tag 302-3).</source>
      <translation>各プレイヤーは1枚をエースとして指定できる（タッグ 302-3）。</translation>
    </message>
    <message>
      <source>A player may once shuffle their opening hand away and draw again.</source>
      <translation>最初の手札を1度だけシャッフルして引き直せる。</translation>
    </message>
    <message>
      <source>The players may agree to end the game in a draw (rule 104.4a).</source>
      <translation>プレイヤー全員の合意で引き分けにできる（104.4a）。</translation>
    </message>
    <message>
      <source>At a declaration every player answers in public, so a pass never tells who holds an answer.</source>
      <translation>宣言のたびに全員が公開で答えるので、パスから誰が対応策を持つかは分からない。</translation>
    </message>
    <message>
      <source>After this many turns the game ends and both players lose (Duel Masters Play's).</source>
      <translation>このターン数でゲームが終わり、両者敗北（デュエプレ準拠）。</translation>
    </message>
    <message>
      <source>Mana works as in Duel Masters Play's: it recovers each turn (DMP 5).</source>
      <translation>マナはデュエプレと同じく毎ターン回復する（DMP 5）。</translation>
    </message>
    <message>
      <source>Zones hold at most as many cards as in Duel Masters Play's.</source>
      <translation>各ゾーンの枚数上限はデュエプレと同じ。</translation>
    </message>
    <message>
      <source>Turns pass to the left around the table; off: to the right.</source>
      <translation>ターンはテーブルを左回りに進む。オフなら右回り。</translation>
    </message>
    <message>
      <source>Everyone (no limit)</source>
      <translation>全員（制限なし）</translation>
    </message>
    <message>
      <source>1 seat to each side</source>
      <translation>左右1席まで</translation>
    </message>
    <message>
      <source>{n} seats to each side</source>
      <translation>左右{n}席まで</translation>
    </message>
    <message>
      <source>Any opponents, several at once</source>
      <translation>どの対戦相手でも（複数同時可）</translation>
    </message>
    <message>
      <source>Only the player on the left</source>
      <translation>左隣のプレイヤーのみ</translation>
    </message>
    <message>
      <source>Only the player on the right</source>
      <translation>右隣のプレイヤーのみ</translation>
    </message>
    <message>
      <source>None</source>
      <translation>なし</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>制限なし</translation>
    </message>
    <message>
      <source>Ask everyone aloud; pass the screen only on a yes</source>
      <translation>全員に声で聞き、「はい」の時だけ画面を渡す</translation>
    </message>
    <message>
      <source>Ask privately (the curtain for every player)</source>
      <translation>個別に聞く（全員に目隠しを出す）</translation>
    </message>
    <message>
      <source>Ask only players who can (fast, but shows who can)</source>
      <translation>宣言できるプレイヤーだけに聞く（速いが、誰ができるか分かる）</translation>
    </message>
    <message>
      <source>Enza (円座) — a hot-seat table for trading-card games with the rules enforced.

Enza is an unofficial fan project. It is not affiliated with, endorsed by or sponsored by any card game publisher. All cards in it are original.</source>
      <translation>円座（Enza）— 1台のコンピューターを囲んで、ルールどおりにトレーディングカードゲームを遊ぶためのテーブルです。

円座は非公式のファンプロジェクトであり、いかなるカードゲーム発売元とも関係がなく、承認や支援も受けていません。収録カードはすべてオリジナルです。</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <source>Pass automatically when nothing can be done</source>
      <translation>何もできないときは自動で先へ進む</translation>
    </message>
    <message>
      <source>Confirm the end of the turn</source>
      <translation>ターン終了を確認する</translation>
    </message>
    <message>
      <source>Hide other players' cards (pass-the-screen curtain)</source>
      <translation>ほかのプレイヤーのカードを隠す（画面受け渡しの幕）</translation>
    </message>
    <message>
      <source>Card size</source>
      <translation>カードの大きさ</translation>
    </message>
    <message>
      <source>Computer players wait (animation speed)</source>
      <translation>コンピューターの待ち時間（アニメーション速度）</translation>
    </message>
    <message>
      <source>Use declarations</source>
      <translation>使用宣言</translation>
    </message>
    <message>
      <source>Animate card moves</source>
      <translation>カードの移動をアニメーションで見せる</translation>
    </message>
    <message>
      <source>Rules reference — {fmt}</source>
      <translation>ルール参照 — {fmt}</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <source>Rematch (same seats and decks)</source>
      <translation>再戦（同じ席とデッキ）</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>新しいゲーム…</translation>
    </message>
    <message>
      <source>Turns played: {n}</source>
      <translation>経過ターン数：{n}</translation>
    </message>
    <message>
      <source>Players decide one at a time, in turn order.</source>
      <translation>ターン順に 1 人ずつ決めます。</translation>
    </message>
    <message>
      <source>{name} for the team {team}</source>
      <translation>{name}（チーム {team} として）</translation>
    </message>
    <message>
      <source>Players declare one after another, the starting team first; the declared mulligans are then taken at the same time.</source>
      <translation>開始チームから順に 1 人ずつ宣言し、宣言されたマリガンはそのあと同時に行います。</translation>
    </message>
    <message>
      <source>Block {attacker} with {blocker}</source>
      <translation>{blocker} で {attacker} をブロック</translation>
    </message>
    <message>
      <source>Next to take damage: {card}</source>
      <translation>次にダメージを受けるもの: {card}</translation>
    </message>
    <message>
      <source>1 damage to {what}</source>
      <translation>{what} に 1 点</translation>
    </message>
    <message>
      <source>Your team decides together, in any order; then the next team. The others see only that you have answered.</source>
      <translation>チームの2人が同時に（どちらからでも）決めます。そのあと次のチームが決めます。ほかの人には、答えたことだけが伝わります。</translation>
    </message>
    <message>
      <source>Everyone decides at the same time; the others see only that you have answered.</source>
      <translation>全員が同時に決めます。ほかの人には、あなたが答えたことだけが分かります。</translation>
    </message>
    <message>
      <source>Assign the rest as the rules order it</source>
      <translation>残りをルールどおり自動で割り振る</translation>
    </message>
    <message>
      <source>Next on the stack: the trigger of {card}</source>
      <translation>次にスタックに置く: {card} の誘発型能力</translation>
    </message>
    <message>
      <source>Your hand: {cards}</source>
      <translation>手札: {cards}</translation>
    </message>
    <message>
      <source>Mulligans taken so far: {n}</source>
      <translation>これまでのマリガン: {n} 回</translation>
    </message>
    <message>
      <source>Choose {n} more card(s) to put on the bottom of your library.</source>
      <translation>ライブラリーの一番下に置くカードをあと {n} 枚選んでください。</translation>
    </message>
    <message>
      <source>Answered: {names}.</source>
      <translation>回答済み: {names}。</translation>
    </message>
    <message>
      <source>Each opponent with what they have left:</source>
      <translation>対戦相手と残りライフ:</translation>
    </message>
    <message>
      <source>{card} attacks {target}.</source>
      <translation>{card} が {target} を攻撃しています。</translation>
    </message>
    <message>
      <source>One block per answer; Done when your team has declared all of its blocks.</source>
      <translation>ブロックは 1 回の答えで 1 体ずつ。チームのブロックをすべて宣言したら「完了」。</translation>
    </message>
    <message>
      <source>Declared: {blocks}</source>
      <translation>宣言済み: {blocks}</translation>
    </message>
    <message>
      <source>{card} is blocked by several creatures: choose which one takes its damage first, then the next.</source>
      <translation>{card} は複数のクリーチャーにブロックされています。先にダメージを受けるものから順に選んでください。</translation>
    </message>
    <message>
      <source>{card} has {n} damage left to assign, one point per answer.</source>
      <translation>{card} の割り振るダメージは残り {n} 点です（1 回の答えで 1 点）。</translation>
    </message>
    <message>
      <source>Assigned so far: {what}</source>
      <translation>割り振り済み: {what}</translation>
    </message>
    <message>
      <source>Choose the one that goes first; the others follow in the order you choose.</source>
      <translation>先に置くものを選んでください。残りも選んだ順に続きます。</translation>
    </message>
    <message>
      <source>{name} orders the team's triggers (the team's primary player decides).</source>
      <translation>{name} がチームの誘発型能力の順番を決めます（チームの主たるプレイヤーが決定）。</translation>
    </message>
    <message>
      <source>{blocker} blocks {attacker}</source>
      <translation>{blocker} が {attacker} をブロック</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>新しいゲーム</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>人数</translation>
    </message>
    <message>
      <source>Rule options</source>
      <translation>ルールオプション</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>開始</translation>
    </message>
    <message>
      <source>Random (from the seed)</source>
      <translation>ランダム（シードから）</translation>
    </message>
    <message>
      <source>Deck problem</source>
      <translation>デッキの問題</translation>
    </message>
    <message>
      <source>Seat {n} ({name})</source>
      <translation>{n}番席（{name}）</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>シード</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>先攻</translation>
    </message>
    <message>
      <source>Human</source>
      <translation>人</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>コンピューター</translation>
    </message>
    <message>
      <source>From a file…</source>
      <translation>ファイルから…</translation>
    </message>
    <message>
      <source>Seat {n}</source>
      <translation>席{n}</translation>
    </message>
    <message>
      <source>Choose a deck file</source>
      <translation>デッキファイルを選ぶ</translation>
    </message>
    <message>
      <source>Deck files (*.deck *.txt);;All files (*)</source>
      <translation>デッキファイル (*.deck *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>席</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>強さ</translation>
    </message>
    <message>
      <source>Mine: {name}</source>
      <translation>自分のデッキ: {name}</translation>
    </message>
    <message>
      <source>Rule options are not valid: {e}</source>
      <translation>ルールオプションが正しくありません：{e}</translation>
    </message>
    <message>
      <source>Seat {n} ({name}): choose a deck.</source>
      <translation>席{n}（{name}）：デッキを選んでください。</translation>
    </message>
    <message>
      <source>Team</source>
      <translation>チーム</translation>
    </message>
    <message>
      <source>Team {t}</source>
      <translation>チーム{t}</translation>
    </message>
    <message>
      <source>… and {n} more problems in this deck</source>
      <translation>…このデッキにはほかに{n}件の問題があります</translation>
    </message>
    <message>
      <source>The game cannot start:</source>
      <translation>ゲームを開始できません：</translation>
    </message>
    <message>
      <source>The game cannot start. Choose other decks for these seats:</source>
      <translation>ゲームを始められません。次の席のデッキを選び直してください：</translation>
    </message>
    <message>
      <source>This deck file cannot be read:</source>
      <translation>このデッキファイルは読み込めません：</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation>{n}人</translation>
    </message>
    <message>
      <source>{a} to {b} players</source>
      <translation>{a}〜{b}人</translation>
    </message>
    <message>
      <source>every player for themselves</source>
      <translation>全員が個人戦</translation>
    </message>
    <message>
      <source>{file}, line {line}</source>
      <translation>{file} {line}行目</translation>
    </message>
    <message>
      <source>Random moves</source>
      <translation>ランダム</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>やさしい</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>ふつう</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>むずかしい</translation>
    </message>
    <message>
      <source>drag a seat onto another on the diagram to swap places and teams</source>
      <translation>図の席を別の席へドラッグすると席とチームが入れ替わります</translation>
    </message>
    <message>
      <source>Each team needs {sizes} players; now: {counts}.</source>
      <translation>各チームの人数は{sizes}人必要です（現在：{counts}）。</translation>
    </message>
    <message>
      <source>These teams cannot play: {counts} players.</source>
      <translation>このチーム分けではプレイできません：{counts}人。</translation>
    </message>
    <message>
      <source>Teammates do not sit where the rules put them.</source>
      <translation>チームメイトの席がルールの定める位置にありません。</translation>
    </message>
    <message>
      <source>Teammates need territories with different names; both use {name}.</source>
      <translation>チームメイトのテリトリーは名前が異なる必要があります。2人とも{name}を使っています。</translation>
    </message>
    <message>
      <source>rule {rule}</source>
      <translation>ルール {rule}</translation>
    </message>
    <message>
      <source>{file}: unknown format {fmt}</source>
      <translation>{file}：不明なフォーマット {fmt}</translation>
    </message>
    <message>
      <source>Puzzles</source>
      <translation>詰めデュエル</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>遊ぶ</translation>
    </message>
    <message>
      <source>Open a scenario file…</source>
      <translation>シナリオファイルを開く…</translation>
    </message>
    <message>
      <source>Other</source>
      <translation>その他</translation>
    </message>
    <message>
      <source>Unexpected error</source>
      <translation>予期しないエラー</translation>
    </message>
    <message>
      <source>Something went wrong; the game is kept. Details were written to {path}.</source>
      <translation>問題が発生しました。ゲームは保持されています。詳細は {path} に書き込みました。</translation>
    </message>
    <message>
      <source>upkeep</source>
      <translation>アップキープ</translation>
    </message>
    <message>
      <source>first main phase</source>
      <translation>第1メイン・フェイズ</translation>
    </message>
    <message>
      <source>beginning of combat</source>
      <translation>戦闘開始ステップ</translation>
    </message>
    <message>
      <source>declare attackers</source>
      <translation>攻撃クリーチャー指定ステップ</translation>
    </message>
    <message>
      <source>declare blockers</source>
      <translation>ブロック・クリーチャー指定ステップ</translation>
    </message>
    <message>
      <source>first-strike damage</source>
      <translation>先制攻撃ダメージ</translation>
    </message>
    <message>
      <source>combat damage</source>
      <translation>戦闘ダメージ・ステップ</translation>
    </message>
    <message>
      <source>end of combat</source>
      <translation>戦闘終了ステップ</translation>
    </message>
    <message>
      <source>second main phase</source>
      <translation>第2メイン・フェイズ</translation>
    </message>
    <message>
      <source>cleanup</source>
      <translation>クリンナップ・ステップ</translation>
    </message>
    <message>
      <source>stand phase</source>
      <translation>スタンドフェイズ</translation>
    </message>
    <message>
      <source>Nobody can respond: {card} resolves.</source>
      <translation>誰も対応できないので、{card}が解決される。</translation>
    </message>
    <message>
      <source>{player} takes a mulligan.</source>
      <translation>{player}はマリガンする。</translation>
    </message>
    <message>
      <source>{player} will take a mulligan.</source>
      <translation>{player}はマリガンを宣言する。</translation>
    </message>
    <message>
      <source>{player} keeps their hand.</source>
      <translation>{player}は手札をキープする。</translation>
    </message>
    <message>
      <source>{player} skips the first draw.</source>
      <translation>{player}は最初のドローを飛ばす。</translation>
    </message>
    <message>
      <source>{player}'s legend skill takes effect.</source>
      <translation>{player}のレジェンドスキルが発動する。</translation>
    </message>
    <message>
      <source>{card} cannot be put there and stays.</source>
      <translation>{card}はそこに置けず、そのまま残る。</translation>
    </message>
    <message>
      <source>{card} goes to the graveyard: the zone is full.</source>
      <translation>ゾーンがいっぱいなので{card}は墓地へ。</translation>
    </message>
    <message>
      <source>Something happens for {player}.</source>
      <translation>{player}に何かが起こる。</translation>
    </message>
    <message>
      <source>The turn limit is reached: both players lose.</source>
      <translation>ターン上限に達した：両者敗北。</translation>
    </message>
    <message>
      <source>Buster! {card} is revealed from the life of {player}.</source>
      <translation>バスター！{player}のライフから{card}が公開される。</translation>
    </message>
    <message>
      <source>Shot! {player} reveals {card}.</source>
      <translation>ショット！{player}は{card}を公開する。</translation>
    </message>
    <message>
      <source>The damage is cancelled.</source>
      <translation>ダメージは打ち消される。</translation>
    </message>
    <message>
      <source>The damage becomes {n}.</source>
      <translation>ダメージは{n}になる。</translation>
    </message>
    <message>
      <source>{player} discards {n} cards.</source>
      <translation>{player}はカードを{n}枚捨てる。</translation>
    </message>
    <message>
      <source>{player} draws a card from the life zone.</source>
      <translation>{player}はライフゾーンからカードを1枚引く。</translation>
    </message>
    <message>
      <source>{player} puts {card} into energy.</source>
      <translation>{player}は{card}をエナジーに置く。</translation>
    </message>
    <message>
      <source>{card} enters the field.</source>
      <translation>{card}がフィールドに出る。</translation>
    </message>
    <message>
      <source>{card} hits {player} ({n}).</source>
      <translation>{card}が{player}にヒット（{n}）。</translation>
    </message>
    <message>
      <source>A life card, {card}, leaves the life zone.</source>
      <translation>ライフのカード{card}がライフゾーンを離れる。</translation>
    </message>
    <message>
      <source>The life zone of {player} is empty.</source>
      <translation>{player}のライフゾーンが空になった。</translation>
    </message>
    <message>
      <source>{player} puts {n} cards into the life zone.</source>
      <translation>{player}はライフゾーンにカードを{n}枚置く。</translation>
    </message>
    <message>
      <source>{card} has no target: nothing happens.</source>
      <translation>{card}には対象がない：何も起こらない。</translation>
    </message>
    <message>
      <source>{player} takes damage.</source>
      <translation>{player}はダメージを受ける。</translation>
    </message>
    <message>
      <source>{player} plays {card}.</source>
      <translation>{player}は{card}を使う。</translation>
    </message>
    <message>
      <source>{card} is rested.</source>
      <translation>{card}はレストされる。</translation>
    </message>
    <message>
      <source>{player} opens the territory {card}.</source>
      <translation>{player}はテリトリー{card}を開く。</translation>
    </message>
    <message>
      <source>{card} takes {n} damage.</source>
      <translation>{card}は{n}ダメージを受ける。</translation>
    </message>
    <message>
      <source>{card} assigns {n} damage to {target}.</source>
      <translation>{card}は{target}に{n}ダメージを割り振る。</translation>
    </message>
    <message>
      <source>{card} blocks {attacker}.</source>
      <translation>{card}が{attacker}をブロックする。</translation>
    </message>
    <message>
      <source>{player} cannot win the game.</source>
      <translation>{player}はゲームに勝利できない。</translation>
    </message>
    <message>
      <source>{player} takes the spell back.</source>
      <translation>{player}は呪文を取り消す。</translation>
    </message>
    <message>
      <source>{card} is countered.</source>
      <translation>{card}は打ち消される。</translation>
    </message>
    <message>
      <source>{card} deals {n} damage to {target}.</source>
      <translation>{card}は{target}に{n}点のダメージを与える。</translation>
    </message>
    <message>
      <source>{player} agrees to a draw.</source>
      <translation>{player}は引き分けに同意する。</translation>
    </message>
    <message>
      <source>{player} must draw from an empty library.</source>
      <translation>{player}は空のライブラリーから引こうとした。</translation>
    </message>
    <message>
      <source>{card} has no legal target left and does nothing.</source>
      <translation>{card}は適正な対象がなくなり、何もしない。</translation>
    </message>
    <message>
      <source>{player} plays the land {card}.</source>
      <translation>{player}は土地{card}をプレイする。</translation>
    </message>
    <message>
      <source>{player} loses {n} life ({life}).</source>
      <translation>{player}は{n}点のライフを失う（{life}）。</translation>
    </message>
    <message>
      <source>{player} adds mana {mana}.</source>
      <translation>{player}はマナ{mana}を加える。</translation>
    </message>
    <message>
      <source>Unused mana of {player} empties.</source>
      <translation>{player}の使われなかったマナが消える。</translation>
    </message>
    <message>
      <source>{player} pays {mana} from the mana pool.</source>
      <translation>{player}はマナ・プールから{mana}を支払う。</translation>
    </message>
    <message>
      <source>{player} gets {n} poison counters ({total}).</source>
      <translation>{player}は毒カウンターを{n}個得る（{total}）。</translation>
    </message>
    <message>
      <source>The game restarts.</source>
      <translation>ゲームをやり直す。</translation>
    </message>
    <message>
      <source>{player} sacrifices {card}.</source>
      <translation>{player}は{card}を生け贄に捧げる。</translation>
    </message>
    <message>
      <source>{card} is put into the graveyard (state-based action).</source>
      <translation>{card}は墓地に置かれる（状況起因処理）。</translation>
    </message>
    <message>
      <source>{player} taps {card} for mana.</source>
      <translation>{player}は{card}をタップしてマナを出す。</translation>
    </message>
    <message>
      <source>The ability of {card} triggers.</source>
      <translation>{card}の能力が誘発する。</translation>
    </message>
    <message>
      <source>The triggered ability of {card} is removed.</source>
      <translation>{card}の誘発型能力は取り除かれる。</translation>
    </message>
    <message>
      <source>{players} skip the untap step.</source>
      <translation>{players}はアンタップ・ステップを飛ばす。</translation>
    </message>
    <message>
      <source>{player} would win and lose at once: they lose.</source>
      <translation>{player}は同時に勝利と敗北をしようとした：敗北する。</translation>
    </message>
    <message>
      <source>{player}'s win makes the others lose.</source>
      <translation>{player}の勝利により他のプレイヤーは敗北する。</translation>
    </message>
    <message>
      <source>Nobody can respond: the ability of {card} resolves.</source>
      <translation>誰も対応できないので、{card}の能力が解決される。</translation>
    </message>
    <message>
      <source>{players} skip their first draw.</source>
      <translation>{players}は最初のドローを飛ばす。</translation>
    </message>
    <message>
      <source>{player} gains {n} life ({life}).</source>
      <translation>{player}は{n}点のライフを得る（{life}）。</translation>
    </message>
    <message>
      <source>Not allowed: it is {name}'s decision now.</source>
      <translation>できません：いまは{name}さんが選ぶ番です。</translation>
    </message>
    <message>
      <source>resolving</source>
      <translation>解決中</translation>
    </message>
    <message>
      <source>out of the game</source>
      <translation>ゲーム外</translation>
    </message>
    <message>
      <source>under a creature</source>
      <translation>クリーチャーの下</translation>
    </message>
    <message>
      <source>deck</source>
      <translation>山札</translation>
    </message>
    <message>
      <source>hand</source>
      <translation>手札</translation>
    </message>
    <message>
      <source>mana zone</source>
      <translation>マナゾーン</translation>
    </message>
    <message>
      <source>battle zone</source>
      <translation>バトルゾーン</translation>
    </message>
    <message>
      <source>shield zone</source>
      <translation>シールドゾーン</translation>
    </message>
    <message>
      <source>graveyard</source>
      <translation>墓地</translation>
    </message>
    <message>
      <source>partner zone</source>
      <translation>パートナーゾーン</translation>
    </message>
    <message>
      <source>library</source>
      <translation>ライブラリー</translation>
    </message>
    <message>
      <source>battlefield</source>
      <translation>戦場</translation>
    </message>
    <message>
      <source>exile</source>
      <translation>追放領域</translation>
    </message>
    <message>
      <source>stack</source>
      <translation>スタック</translation>
    </message>
    <message>
      <source>energy</source>
      <translation>エナジー</translation>
    </message>
    <message>
      <source>territory</source>
      <translation>テリトリー</translation>
    </message>
    <message>
      <source>field</source>
      <translation>フィールド</translation>
    </message>
    <message>
      <source>resolution area</source>
      <translation>解決エリア</translation>
    </message>
    <message>
      <source>life zone</source>
      <translation>ライフゾーン</translation>
    </message>
    <message>
      <source>set aside</source>
      <translation>脇に置かれた</translation>
    </message>
    <message>
      <source>Gachinko judge: {player} reveals {a} (cost {ca}), {opp} reveals {b} (cost {cb}) — {player} {res}.</source>
      <translation>ガチンコ・ジャッジ：{player}は{a}（コスト{ca}）、{opp}は{b}（コスト{cb}）を公開 — {player}の{res}。</translation>
    </message>
    <message>
      <source>The game begins: {n} players; {first} goes first.</source>
      <translation>ゲーム開始：{n}人、{first}さんが先攻です。</translation>
    </message>
    <message>
      <source>— Turn {turn}: {player} —</source>
      <translation>— ターン{turn}：{player} —</translation>
    </message>
    <message>
      <source>{player} declares {card}.</source>
      <translation>{player}は{card}を宣言。</translation>
    </message>
    <message>
      <source>won</source>
      <translation>勝利</translation>
    </message>
    <message>
      <source>lost</source>
      <translation>敗北</translation>
    </message>
    <message>
      <source>{player}'s turn is skipped.</source>
      <translation>{player}のターンは飛ばされます。</translation>
    </message>
    <message>
      <source>{player} takes an extra turn.</source>
      <translation>{player}は追加ターンを得ます。</translation>
    </message>
    <message>
      <source>{player} charges {card} to mana.</source>
      <translation>{player}は{card}をマナチャージ。</translation>
    </message>
    <message>
      <source>{player} summons {card}.</source>
      <translation>{player}は{card}を召喚。</translation>
    </message>
    <message>
      <source>{player} casts {card}.</source>
      <translation>{player}は{card}を唱えた。</translation>
    </message>
    <message>
      <source>{player} pays {n} mana ({left} left).</source>
      <translation>{player}は{n}マナを支払った（残り{left}）。</translation>
    </message>
    <message>
      <source>{player} attacks {target} with {card}.</source>
      <translation>{player}は{card}で{target}を攻撃。</translation>
    </message>
    <message>
      <source>{player} blocks with {card}.</source>
      <translation>{player}は{card}でブロック。</translation>
    </message>
    <message>
      <source>{player} pays with {n} energy.</source>
      <translation>{player}はエナジー{n}枚で支払った。</translation>
    </message>
    <message>
      <source>{player} pays with {n} mana.</source>
      <translation>{player}はマナ{n}枚で支払った。</translation>
    </message>
    <message>
      <source>Battle: {a} against {b}.</source>
      <translation>バトル：{a} 対 {b}。</translation>
    </message>
    <message>
      <source>Battle: {a} ({pa}) against {b} ({pb}).</source>
      <translation>バトル：{a}（{pa}）対 {b}（{pb}）。</translation>
    </message>
    <message>
      <source>{by} breaks a shield of {player}.</source>
      <translation>{by}が{player}のシールドをブレイク。</translation>
    </message>
    <message>
      <source>{player} uses the shield trigger of {card}.</source>
      <translation>{player}は{card}のS・トリガーを使用。</translation>
    </message>
    <message>
      <source>{card} is destroyed.</source>
      <translation>{card}は破壊された。</translation>
    </message>
    <message>
      <source>{player} attacks {target} directly!</source>
      <translation>{player}が{target}にダイレクトアタック！</translation>
    </message>
    <message>
      <source>{player} loses the game.</source>
      <translation>{player}はゲームに敗北。</translation>
    </message>
    <message>
      <source>{player}'s game is a draw.</source>
      <translation>{player}のゲームは引き分けです。</translation>
    </message>
    <message>
      <source>A loop of actions nobody can stop: the game is a draw for the players it reaches.</source>
      <translation>誰も止められない行動のループです。関わるプレイヤーのゲームは引き分けになります。</translation>
    </message>
    <message>
      <source>Turn marker {n} passes to {player}.</source>
      <translation>ターン・マーカー{n}が{player}に渡ります。</translation>
    </message>
    <message>
      <source>{player} deploys {card} to {to}.</source>
      <translation>{player}は{card}を{to}に配置します。</translation>
    </message>
    <message>
      <source>Turn marker {n} waits: a turn is under way within three seats to the left.</source>
      <translation>ターン・マーカー{n}は待機します（左隣3人以内でターンが進行中）。</translation>
    </message>
    <message>
      <source>Turn marker {n} is removed.</source>
      <translation>ターン・マーカー{n}が取り除かれます。</translation>
    </message>
    <message>
      <source>{player} gains control of {card}.</source>
      <translation>{player}が{card}のコントロールを得ます。</translation>
    </message>
    <message>
      <source>{player} leaves the game.</source>
      <translation>{player}はゲームから抜けた。</translation>
    </message>
    <message>
      <source>Game over. Winner: {w}.</source>
      <translation>ゲーム終了。勝者：{w}。</translation>
    </message>
    <message>
      <source>Game over. Nobody won.</source>
      <translation>ゲーム終了。勝者なし。</translation>
    </message>
    <message>
      <source>{player} chooses {opp} as the opponent.</source>
      <translation>{player}は相手として{opp}を選んだ。</translation>
    </message>
    <message>
      <source>{card} is revealed.</source>
      <translation>{card}が公開された。</translation>
    </message>
    <message>
      <source>{player} looks at {n} cards.</source>
      <translation>{player}はカードを{n}枚見る。</translation>
    </message>
    <message>
      <source>{player} looks at {n} cards of {whose}.</source>
      <translation>{player}は{whose}のカード{n}枚を見た。</translation>
    </message>
    <message>
      <source>{player} returns the partner {card} by putting a mana card under the deck.</source>
      <translation>{player}はマナのカードを山札の下に置き、パートナー{card}を戻した。</translation>
    </message>
    <message>
      <source>An effect of {player} is nullified.</source>
      <translation>{player}の効果は無効になった。</translation>
    </message>
    <message>
      <source>{card}: an effect is replaced.</source>
      <translation>{card}：効果が置き換えられた。</translation>
    </message>
    <message>
      <source>{player} shuffles the deck.</source>
      <translation>{player}は山札をシャッフル。</translation>
    </message>
    <message>
      <source>{player} draws {card}.</source>
      <translation>{player}は{card}を引いた。</translation>
    </message>
    <message>
      <source>{player} concedes.</source>
      <translation>{player}は投了。</translation>
    </message>
    <message>
      <source>{player} puts {card} face up into the shields (Galaxy Shield).</source>
      <translation>{player}は{card}を表向きでシールドに置いた（ギャラクシールド）。</translation>
    </message>
    <message>
      <source>{player} cannot cast spells for now.</source>
      <translation>{player}はしばらく呪文を唱えられない。</translation>
    </message>
    <message>
      <source>The condition of {card} does not hold: nothing happens.</source>
      <translation>{card}の条件を満たしていないため、何も起こらない。</translation>
    </message>
    <message>
      <source>({kind})</source>
      <translation>（{kind}）</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>ログ</translation>
    </message>
    <message>
      <source>Enza — card game table</source>
      <translation>円座 — カードゲームのテーブル</translation>
    </message>
    <message>
      <source>{fmt} · turn {turn} ({player}) · {step} · screen: {screen}</source>
      <translation>{fmt} · ターン{turn}（{player}）· {step} · 画面：{screen}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>元に戻す</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>やり直す</translation>
    </message>
    <message>
      <source>No game</source>
      <translation>ゲームなし</translation>
    </message>
    <message>
      <source>Replay: step {k} of {n}</source>
      <translation>再生：{n}手中{k}手目</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>再生</translation>
    </message>
    <message>
      <source>everyone</source>
      <translation>全員</translation>
    </message>
    <message>
      <source>The computer is thinking…</source>
      <translation>コンピューターが考えています…</translation>
    </message>
    <message>
      <source>Waiting for {name} to take the screen.</source>
      <translation>{name}さんが画面の前に来るのを待っています。</translation>
    </message>
    <message>
      <source>Everyone answers privately; the answers are revealed together.</source>
      <translation>全員がひそかに答え、答えはまとめて公開されます。</translation>
    </message>
    <message>
      <source>Pass until something happens (F4)</source>
      <translation>何か起こるまでパス (F4)</translation>
    </message>
    <message>
      <source>Pass until end of turn (F6)</source>
      <translation>ターン終了までパス (F6)</translation>
    </message>
    <message>
      <source>Stops…</source>
      <translation>ストップ…</translation>
    </message>
    <message>
      <source>its game cannot be replayed ({detail})</source>
      <translation>ゲームを再現できません（{detail}）</translation>
    </message>
    <message>
      <source>Autosave failed ({detail}): the game goes on but is not being saved. Free some disk space or save by hand.</source>
      <translation>自動保存に失敗しました（{detail}）。ゲームは続きますが、保存されていません。ディスクの空きを作るか、手動で保存してください。</translation>
    </message>
    <message>
      <source>Another Enza window owns the autosaved game: this window neither resumes nor autosaves it.</source>
      <translation>別の Enza ウィンドウが自動保存中のゲームを使っています。このウィンドウでは再開も自動保存もしません。</translation>
    </message>
    <message>
      <source>The data folder {path} cannot be used ({detail}): games are not autosaved.</source>
      <translation>データフォルダー {path} を使えません（{detail}）。ゲームは自動保存されません。</translation>
    </message>
    <message>
      <source>{name} could not be read ({detail}); it was kept aside as {aside}.</source>
      <translation>{name} を読めませんでした（{detail}）。{aside} として残してあります。</translation>
    </message>
    <message>
      <source>The last write was unfinished when Enza stopped; the action in flight is not restored.</source>
      <translation>Enza が止まったとき最後の書き込みが途中でした。そのとき行っていた操作は復元されません。</translation>
    </message>
    <message>
      <source>{name}: a damaged line was found ({detail}); the actions after it are not restored.</source>
      <translation>{name}: 壊れた行がありました（{detail}）。それ以降の操作は復元されません。</translation>
    </message>
    <message>
      <source>{name}: an action could not be replayed ({detail}); the game resumes before it.</source>
      <translation>{name}: 再現できない操作がありました（{detail}）。その手前から再開します。</translation>
    </message>
    <message>
      <source>The newest autosave could not be read; an older game is offered.</source>
      <translation>最新の自動保存を読めませんでした。ひとつ前のゲームを再開できます。</translation>
    </message>
    <message>
      <source>The autosave was written by another version of Enza and was replayed anew.</source>
      <translation>この自動保存は別のバージョンの Enza で書かれたため、最初から再現し直しました。</translation>
    </message>
    <message>
      <source>The autosave folder holds more than Enza could read in time; the rest is read at the next start.</source>
      <translation>自動保存フォルダーの中身が多すぎて時間内に読み切れませんでした。残りは次回の起動時に読みます。</translation>
    </message>
    <message>
      <source>An unfinished game was found (the app did not close normally):</source>
      <translation>終わっていないゲームが見つかりました（前回は正常に終了しませんでした）:</translation>
    </message>
    <message>
      <source>{format} with {seats}: turn {turn} ({player}), {actions} actions.</source>
      <translation>{format}（{seats}）: {turn} ターン目（{player}）、{actions} 手。</translation>
    </message>
    <message>
      <source>Resume it?</source>
      <translation>再開しますか？</translation>
    </message>
    <message>
      <source>a folder</source>
      <translation>フォルダー</translation>
    </message>
    <message>
      <source>a FIFO (named pipe)</source>
      <translation>FIFO（名前付きパイプ）</translation>
    </message>
    <message>
      <source>a device</source>
      <translation>デバイス</translation>
    </message>
    <message>
      <source>a socket</source>
      <translation>ソケット</translation>
    </message>
    <message>
      <source>not a folder</source>
      <translation>フォルダーではないもの</translation>
    </message>
    <message>
      <source>it is {kind}, not a regular file</source>
      <translation>通常のファイルではなく{kind}です</translation>
    </message>
    <message>
      <source>it is a link leading out of the data folder</source>
      <translation>データフォルダーの外を指すリンクです</translation>
    </message>
    <message>
      <source>it is too large ({detail})</source>
      <translation>大きすぎます（{detail}）</translation>
    </message>
    <message>
      <source>it cannot be opened ({detail})</source>
      <translation>開けません（{detail}）</translation>
    </message>
    <message>
      <source>it is damaged ({detail})</source>
      <translation>壊れています（{detail}）</translation>
    </message>
    <message>
      <source>a value in it has the wrong type or is out of range ({detail})</source>
      <translation>型の違う値か範囲外の値があります（{detail}）</translation>
    </message>
    <message>
      <source>replaying its game would take too long ({detail})</source>
      <translation>ゲームの再現に時間がかかりすぎます（{detail}）</translation>
    </message>
    <message>
      <source>Enza could not use these files of its data folder ({folder}); it started with what was good:</source>
      <translation>データフォルダー（{folder}）の次のファイルは使えなかったため、使えるものだけで起動しました：</translation>
    </message>
    <message>
      <source>Recovered from the journal of every action.</source>
      <translation>すべての操作の記録（ジャーナル）から復元しました。</translation>
    </message>
    <message>
      <source>Recovered from the last snapshot.</source>
      <translation>最後のスナップショットから復元しました。</translation>
    </message>
    <message>
      <source>Recovered from an older snapshot: the newest file could not be used.</source>
      <translation>ひとつ前のスナップショットから復元しました（最新のファイルは使えませんでした）。</translation>
    </message>
    <message>
      <source>Recovered from an autosave of an earlier version of Enza.</source>
      <translation>以前のバージョンの Enza の自動保存から復元しました。</translation>
    </message>
    <message>
      <source>{n} answer(s) already given in a simultaneous decision are kept.</source>
      <translation>同時に決める選択ですでに出された答え {n} 件も残っています。</translation>
    </message>
    <message>
      <source>… and {n} more.</source>
      <translation>…ほか {n} 件。</translation>
    </message>
    <message>
      <source>An autosave could not be resumed:</source>
      <translation>自動保存から再開できませんでした:</translation>
    </message>
    <message>
      <source>{name}: {reason}. It was kept aside as {aside}.</source>
      <translation>{name}：{reason}。{aside} として残してあります。</translation>
    </message>
    <message>
      <source>{name}: {reason}. It could not be moved aside.</source>
      <translation>{name}：{reason}。別の名前に移せませんでした。</translation>
    </message>
    <message>
      <source>Revealed.</source>
      <translation>公開された。</translation>
    </message>
    <message>
      <source>Buster! Revealed from the life of {player}.</source>
      <translation>バスター！{player}のライフから公開。</translation>
    </message>
    <message>
      <source>Shot! {player} reveals it.</source>
      <translation>ショット！{player}が公開。</translation>
    </message>
    <message>
      <source>{player} opens the territory.</source>
      <translation>{player}がテリトリーを開く。</translation>
    </message>
    <message>
      <source>Enza</source>
      <translation>円座</translation>
    </message>
    <message>
      <source>A card-game table for friends around one computer.</source>
      <translation>1台のコンピューターを囲んで、友だちと遊ぶカードゲームのテーブル。</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>続きから</translation>
    </message>
    <message>
      <source>Deck editor</source>
      <translation>デッキ編集</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>ルール</translation>
    </message>
    <message>
      <source>Enza is an unofficial fan project; all cards in it are original.</source>
      <translation>円座は非公式のファンプロジェクトです。収録カードはすべてオリジナルです。</translation>
    </message>
    <message>
      <source>No unfinished game to continue.</source>
      <translation>続きから遊べるゲームはありません。</translation>
    </message>
    <message>
      <source>left</source>
      <translation>左</translation>
    </message>
    <message>
      <source>front</source>
      <translation>正面</translation>
    </message>
    <message>
      <source>Life {n}</source>
      <translation>ライフ {n}</translation>
    </message>
    <message>
      <source>Poison {n}</source>
      <translation>毒 {n}</translation>
    </message>
    <message>
      <source>● Deciding</source>
      <translation>● 選択中</translation>
    </message>
    <message>
      <source>★ {name} leads</source>
      <translation>★ {name} が率いる</translation>
    </message>
    <message>
      <source>yellow zone</source>
      <translation>イエローゾーン</translation>
    </message>
    <message>
      <source>out of range</source>
      <translation>影響範囲外</translation>
    </message>
    <message>
      <source>red zone</source>
      <translation>レッドゾーン</translation>
    </message>
    <message>
      <source>ability</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>triggered ability</source>
      <translation>誘発型能力</translation>
    </message>
    <message>
      <source>waiting effect</source>
      <translation>待機中の効果</translation>
    </message>
    <message>
      <source>Lands</source>
      <translation>土地</translation>
    </message>
    <message>
      <source>Turn order: clockwise (to the left)</source>
      <translation>ターン順：時計回り（左隣へ）</translation>
    </message>
    <message>
      <source>Turn order: counter-clockwise (to the right)</source>
      <translation>ターン順：反時計回り（右隣へ）</translation>
    </message>
    <message>
      <source>Mana {a}/{m}</source>
      <translation>マナ {a}/{m}</translation>
    </message>
    <message>
      <source>Limits: {limits}</source>
      <translation>上限：{limits}</translation>
    </message>
    <message>
      <source>{fmt} — turn {turn}, {step}</source>
      <translation>{fmt} — ターン{turn}・{step}</translation>
    </message>
    <message>
      <source>End turn</source>
      <translation>ターン終了</translation>
    </message>
    <message>
      <source>Skip ahead ▶▶ (S)</source>
      <translation>早送り ▶▶ (S)</translation>
    </message>
    <message>
      <source>End of turn</source>
      <translation>ターン終了</translation>
    </message>
    <message>
      <source>End your turn?</source>
      <translation>ターンを終了しますか？</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>手札</translation>
    </message>
    <message>
      <source>Mana</source>
      <translation>マナ</translation>
    </message>
    <message>
      <source>Battle zone</source>
      <translation>バトルゾーン</translation>
    </message>
    <message>
      <source>Shields</source>
      <translation>シールド</translation>
    </message>
    <message>
      <source>Graveyard</source>
      <translation>墓地</translation>
    </message>
    <message>
      <source>Library</source>
      <translation>ライブラリー</translation>
    </message>
    <message>
      <source>Battlefield</source>
      <translation>戦場</translation>
    </message>
    <message>
      <source>Exile</source>
      <translation>追放</translation>
    </message>
    <message>
      <source>Stack</source>
      <translation>スタック</translation>
    </message>
    <message>
      <source>Stack of turn marker 1</source>
      <translation>ターン・マーカー1のスタック</translation>
    </message>
    <message>
      <source>Stack of turn marker 2</source>
      <translation>ターン・マーカー2のスタック</translation>
    </message>
    <message>
      <source>Energy</source>
      <translation>エナジー</translation>
    </message>
    <message>
      <source>Resolution area</source>
      <translation>解決エリア</translation>
    </message>
    <message>
      <source>Life</source>
      <translation>ライフ</translation>
    </message>
    <message>
      <source>Battle</source>
      <translation>バトル</translation>
    </message>
    <message>
      <source>Shld.</source>
      <translation>盾</translation>
    </message>
    <message>
      <source>Grave</source>
      <translation>墓地</translation>
    </message>
    <message>
      <source>Ptnr.</source>
      <translation>相棒</translation>
    </message>
    <message>
      <source>Lib.</source>
      <translation>ライブラリー</translation>
    </message>
    <message>
      <source>B.field</source>
      <translation>戦場</translation>
    </message>
    <message>
      <source>En.</source>
      <translation>エナ</translation>
    </message>
    <message>
      <source>Terr.</source>
      <translation>テリ</translation>
    </message>
    <message>
      <source>Fld.</source>
      <translation>場</translation>
    </message>
    <message>
      <source>Res.</source>
      <translation>解決</translation>
    </message>
    <message>
      <source>(you)</source>
      <translation>（あなた）</translation>
    </message>
    <message>
      <source>[CPU]</source>
      <translation>［CPU］</translation>
    </message>
    <message>
      <source>▶ Turn</source>
      <translation>▶ 手番</translation>
    </message>
    <message>
      <source>⋯ Thinking</source>
      <translation>⋯ 考え中</translation>
    </message>
    <message>
      <source>Graveyard of {name}</source>
      <translation>{name}さんの墓地</translation>
    </message>
    <message>
      <source>{name} concedes the game?</source>
      <translation>{name}さんが投了しますか？</translation>
    </message>
    <message>
      <source>(empty)</source>
      <translation>（なし）</translation>
    </message>
    <message>
      <source>Undo is not possible: hidden cards were revealed since that action (a draw, a shield break, a shuffle or a look).</source>
      <translation>元に戻せません：その後に非公開のカードが明らかになりました（ドロー、シールドブレイク、シャッフル、カードを見る効果）。</translation>
    </message>
    <message>
      <source>Nothing to undo.</source>
      <translation>元に戻す操作がありません。</translation>
    </message>
    <message>
      <source>Declaration</source>
      <translation>宣言</translation>
    </message>
    <message>
      <source>Show this card large</source>
      <translation>このカードを大きく表示</translation>
    </message>
    <message>
      <source>Browse the graveyard…</source>
      <translation>墓地を見る…</translation>
    </message>
    <message>
      <source>{fmt} · {n} seats ({names}) · turn {turn}</source>
      <translation>{fmt}・{n}人（{names}）・{turn}ターン目</translation>
    </message>
    <message>
      <source>Reading the autosaved game… {done} of {total} actions</source>
      <translation>自動保存したゲームを読み込んでいます… {total} 手のうち {done} 手</translation>
    </message>
    <message>
      <source>Open a saved game</source>
      <translation>保存したゲームを開く</translation>
    </message>
    <message>
      <source>Enza saves (*.enza);;All files (*)</source>
      <translation>円座のセーブ (*.enza);;すべてのファイル (*)</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>ゲームを保存</translation>
    </message>
    <message>
      <source>Enza saves (*.enza)</source>
      <translation>円座のセーブ (*.enza)</translation>
    </message>
    <message>
      <source>Saved to {path}</source>
      <translation>{path} に保存しました</translation>
    </message>
    <message>
      <source>Load a puzzle</source>
      <translation>詰めデュエルを読み込む</translation>
    </message>
    <message>
      <source>Scenarios (*.toml)</source>
      <translation>シナリオ (*.toml)</translation>
    </message>
    <message>
      <source>Export the log</source>
      <translation>ログを書き出す</translation>
    </message>
    <message>
      <source>Text (*.txt)</source>
      <translation>テキスト (*.txt)</translation>
    </message>
    <message>
      <source>Files set aside</source>
      <translation>使えなかったファイル</translation>
    </message>
    <message>
      <source>Autosave works again.</source>
      <translation>自動保存が再び動いています。</translation>
    </message>
    <message>
      <source>Cannot open the save</source>
      <translation>セーブを開けません</translation>
    </message>
    <message>
      <source>Autosave</source>
      <translation>自動保存</translation>
    </message>
    <message>
      <source>Resume?</source>
      <translation>再開しますか？</translation>
    </message>
    <message>
      <source>Cannot load the puzzle</source>
      <translation>詰めデュエルを読み込めません</translation>
    </message>
    <message>
      <source>Cannot export</source>
      <translation>書き出せません</translation>
    </message>
    <message>
      <source>This file is not a usable Enza save; the current game is unchanged.</source>
      <translation>このファイルは円座のセーブとして使えません。現在のゲームはそのままです。</translation>
    </message>
    <message>
      <source>Load a puzzle…</source>
      <translation>詰めデュエルを読み込む…</translation>
    </message>
    <message>
      <source>Replay a saved game…</source>
      <translation>保存したゲームを再生…</translation>
    </message>
    <message>
      <source>Export the log…</source>
      <translation>ログを書き出す…</translation>
    </message>
    <message>
      <source>Deck editor…</source>
      <translation>デッキ編集…</translation>
    </message>
    <message>
      <source>Settings…</source>
      <translation>設定…</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>終了</translation>
    </message>
    <message>
      <source>Show seating links (left / right / front)</source>
      <translation>席のつながりを表示（左・右・正面）</translation>
    </message>
    <message>
      <source>Hide other players' cards</source>
      <translation>ほかのプレイヤーのカードを隠す</translation>
    </message>
    <message>
      <source>Zoom in</source>
      <translation>拡大</translation>
    </message>
    <message>
      <source>Zoom out</source>
      <translation>縮小</translation>
    </message>
    <message>
      <source>Actual size</source>
      <translation>実寸</translation>
    </message>
    <message>
      <source>Rules reference</source>
      <translation>ルール参照</translation>
    </message>
    <message>
      <source>About Enza</source>
      <translation>円座について</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>言語(&amp;L)</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <source>Open recent</source>
      <translation>最近のファイル</translation>
    </message>
    <message>
      <source>Next step ▶</source>
      <translation>次へ ▶</translation>
    </message>
    <message>
      <source>◀ Step back</source>
      <translation>◀ 戻る</translation>
    </message>
    <message>
      <source>End the replay</source>
      <translation>再生を終える</translation>
    </message>
    <message>
      <source>Replay a saved game</source>
      <translation>保存したゲームを再生</translation>
    </message>
    <message>
      <source>Cannot replay</source>
      <translation>再生できません</translation>
    </message>
    <message>
      <source>Abandon the running game?</source>
      <translation>進行中のゲームを破棄しますか？</translation>
    </message>
    <message>
      <source>A game is running. Abandon it and start the new one?</source>
      <translation>ゲームが進行中です。破棄して新しいゲームを始めますか？</translation>
    </message>
    <message>
      <source>Abandon it</source>
      <translation>破棄する</translation>
    </message>
    <message>
      <source>Keep playing</source>
      <translation>続ける</translation>
    </message>
    <message>
      <source>drew</source>
      <translation>引き分け</translation>
    </message>
    <message>
      <source>{name}: no declaration.</source>
      <translation>{name}：宣言なし。</translation>
    </message>
    <message>
      <source>Cannot start the game</source>
      <translation>ゲームを開始できません</translation>
    </message>
    <message>
      <source>{name}: any response?</source>
      <translation>{name}：対応はありますか？</translation>
    </message>
    <message>
      <source>setup</source>
      <translation>準備</translation>
    </message>
    <message>
      <source>start</source>
      <translation>ターン開始</translation>
    </message>
    <message>
      <source>untap</source>
      <translation>アンタップ</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>ドロー</translation>
    </message>
    <message>
      <source>charge</source>
      <translation>チャージ</translation>
    </message>
    <message>
      <source>main</source>
      <translation>メイン</translation>
    </message>
    <message>
      <source>attack</source>
      <translation>攻撃</translation>
    </message>
    <message>
      <source>end</source>
      <translation>ターン終了</translation>
    </message>
    <message>
      <source>Civilization</source>
      <translation>文明</translation>
    </message>
    <message>
      <source>Colour</source>
      <translation>色</translation>
    </message>
    <message>
      <source>Red</source>
      <translation>赤</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>青</translation>
    </message>
    <message>
      <source>White</source>
      <translation>白</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>黒</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>緑</translation>
    </message>
    <message>
      <source>team {n}</source>
      <translation>チーム{n}</translation>
    </message>
    <message>
      <source>{player}'s {zone}</source>
      <translation>{player}の{zone}</translation>
    </message>
    <message>
      <source>mana is tapped only to pay for a card you use</source>
      <translation>マナはカードを使うときのコストの支払いにだけタップします</translation>
    </message>
    <message>
      <source>only untapped cards of your own mana zone pay</source>
      <translation>支払えるのは自分のマナゾーンのアンタップしたカードだけです</translation>
    </message>
    <message>
      <source>{card} is already tapped</source>
      <translation>{card}はすでにタップされています</translation>
    </message>
    <message>
      <source>spells and lands are played when you have priority</source>
      <translation>呪文と土地は優先権を持っているときにプレイします</translation>
    </message>
    <message>
      <source>{card} is not a land</source>
      <translation>{card}は土地ではありません</translation>
    </message>
    <message>
      <source>you have already played a land this turn</source>
      <translation>このターンはすでに土地をプレイしました</translation>
    </message>
    <message>
      <source>lands are played in your own main phase with an empty stack</source>
      <translation>土地は自分のメイン・フェイズ、スタックが空のときにプレイします</translation>
    </message>
    <message>
      <source>lands are played, not cast: put {card} on your battlefield</source>
      <translation>土地は唱えずにプレイします：{card}を自分の戦場に置いてください</translation>
    </message>
    <message>
      <source>{card} can be cast only in your main phase with an empty stack</source>
      <translation>{card}は自分のメイン・フェイズ、スタックが空のときにしか唱えられません</translation>
    </message>
    <message>
      <source>you cannot pay {cost} with your untapped lands</source>
      <translation>アンタップしている土地では{cost}を支払えません</translation>
    </message>
    <message>
      <source>that spell has no legal target</source>
      <translation>その呪文には適正な対象がありません</translation>
    </message>
    <message>
      <source>attackers are declared in the declare attackers step</source>
      <translation>攻撃クリーチャーは攻撃クリーチャー指定ステップに指定します</translation>
    </message>
    <message>
      <source>{card} came under your control this turn</source>
      <translation>{card}はこのターンにあなたのコントロール下になったばかりです（召喚酔い）</translation>
    </message>
    <message>
      <source>you may attack only the nearest opponent in the direction the table attacks</source>
      <translation>攻撃できるのは、攻撃する向きでいちばん近い対戦相手だけです</translation>
    </message>
    <message>
      <source>that player is outside your range of influence</source>
      <translation>そのプレイヤーはあなたの影響範囲の外にいます</translation>
    </message>
    <message>
      <source>that creature cannot attack that player</source>
      <translation>そのクリーチャーはそのプレイヤーを攻撃できません</translation>
    </message>
    <message>
      <source>blockers are declared in the declare blockers step</source>
      <translation>ブロック・クリーチャーはブロック・クリーチャー指定ステップに指定します</translation>
    </message>
    <message>
      <source>you may block only creatures attacking you</source>
      <translation>ブロックできるのは自分を攻撃しているクリーチャーだけです</translation>
    </message>
    <message>
      <source>a creature with flying can be blocked only by flying or reach</source>
      <translation>飛行を持つクリーチャーは飛行か到達を持つクリーチャーでしかブロックできません</translation>
    </message>
    <message>
      <source>that cannot block this attack</source>
      <translation>それはこの攻撃をブロックできません</translation>
    </message>
    <message>
      <source>lands are tapped for mana while you pay a cost</source>
      <translation>土地はコストを支払うときにマナのためにタップします</translation>
    </message>
    <message>
      <source>only untapped lands you control pay</source>
      <translation>支払えるのは自分がコントロールするアンタップ状態の土地だけです</translation>
    </message>
    <message>
      <source>creatures are deployed in your main phase with an empty stack</source>
      <translation>クリーチャーの配置は自分のメイン・フェイズ、スタックが空のときに行います</translation>
    </message>
    <message>
      <source>{card} must be untapped and under your control since the turn began</source>
      <translation>{card}はアンタップ状態で、このターンのはじめからあなたがコントロールしている必要があります</translation>
    </message>
    <message>
      <source>creatures are deployed to a teammate within your range</source>
      <translation>クリーチャーは影響範囲内のチームメイトに配置します</translation>
    </message>
    <message>
      <source>Normal actions are only for the turn player in the main phase with an empty resolution area</source>
      <translation>ノーマルの行動は、ターンプレイヤーがメインフェイズ中、解決エリアが空のときにだけ行えます</translation>
    </message>
    <message>
      <source>energy was already placed this turn</source>
      <translation>このターンはすでにエナジーを置きました</translation>
    </message>
    <message>
      <source>{card} cannot be played now (cost, timing or targets)</source>
      <translation>{card}はいまプレイできません（コスト・タイミング・対象）</translation>
    </message>
    <message>
      <source>only units you control on the field attack</source>
      <translation>アタックできるのはフィールドの自分が支配するユニットだけです</translation>
    </message>
    <message>
      <source>{card} is rested</source>
      <translation>{card}はレスト状態です</translation>
    </message>
    <message>
      <source>only the player in front of you may be attacked</source>
      <translation>アタックできるプレイヤーは自分の正面のプレイヤーだけです</translation>
    </message>
    <message>
      <source>only opponents may be attacked</source>
      <translation>アタックできるのは相手プレイヤーだけです</translation>
    </message>
    <message>
      <source>only opponents' rested units may be attacked</source>
      <translation>アタックできるユニットは相手のレスト状態のユニットだけです</translation>
    </message>
    <message>
      <source>energy is rested only to pay a cost</source>
      <translation>エナジーはコストの支払いにだけレストします</translation>
    </message>
    <message>
      <source>only standing cards of your own energy zone pay</source>
      <translation>支払えるのは自分のエナジーゾーンのスタンド状態のカードだけです</translation>
    </message>
    <message>
      <source>{card} is already rested</source>
      <translation>{card}はすでにレスト状態です</translation>
    </message>
    <message>
      <source>that card is not yours to move</source>
      <translation>そのカードはあなたが動かせるカードではありません</translation>
    </message>
    <message>
      <source>that is not a card you can see</source>
      <translation>それはあなたに見えているカードではありません</translation>
    </message>
    <message>
      <source>nothing can be done with that now</source>
      <translation>いまはそれで何もできません</translation>
    </message>
    <message>
      <source>that player has already left the game</source>
      <translation>そのプレイヤーはすでにゲームから除外されています</translation>
    </message>
    <message>
      <source>{msg} (it can go to: {targets})</source>
      <translation>{msg}（置ける先：{targets}）</translation>
    </message>
    <message>
      <source>{place}. {name} ({result})</source>
      <translation>{place}位 {name}（{result}）</translation>
    </message>
    <message>
      <source>{player} concedes the game.</source>
      <translation>{player}は投了した。</translation>
    </message>
    <message>
      <source>conceded</source>
      <translation>投了</translation>
    </message>
    <message>
      <source>Undo is not possible: {names} answered since.</source>
      <translation>元に戻せません：その後に{names}さんが答えました。</translation>
    </message>
    <message>
      <source>Nothing to do.</source>
      <translation>いまはできることがありません。</translation>
    </message>
    <message>
      <source>{name}: no response.</source>
      <translation>{name}：対応なし。</translation>
    </message>
    <message>
      <source>Undo: {what}</source>
      <translation>元に戻す：{what}</translation>
    </message>
    <message>
      <source>Redo: {what}</source>
      <translation>やり直す：{what}</translation>
    </message>
    <message>
      <source>Who concedes?</source>
      <translation>だれが投了しますか？</translation>
    </message>
    <message>
      <source>Concede…</source>
      <translation>投了…</translation>
    </message>
    <message>
      <source>Pause the computers (P)</source>
      <translation>コンピューターを一時停止 (P)</translation>
    </message>
    <message>
      <source>Computers paused (P to go on).</source>
      <translation>コンピューターは一時停止中です（Pで再開）。</translation>
    </message>
    <message>
      <source>Card pictures: icons from game-icons.net (CC BY 3.0), made by {authors}. Every icon and its author: Show Details.</source>
      <translation>カードの絵: game-icons.net のアイコン（CC BY 3.0）。作者: {authors}。アイコンごとの作者は「詳細を表示」に。</translation>
    </message>
    <message>
      <source>Card pictures from game-icons.net, licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/):</source>
      <translation>カードの絵は game-icons.net のアイコンで、CC BY 3.0 で提供されています（https://creativecommons.org/licenses/by/3.0/）:</translation>
    </message>
    <message>
      <source>Icons made by {author}:</source>
      <translation>{author} 作のアイコン:</translation>
    </message>
    <message>
      <source>Play the puzzle again</source>
      <translation>もう一度挑戦する</translation>
    </message>
    <message>
      <source>Solved!</source>
      <translation>クリア！</translation>
    </message>
    <message>
      <source>Not solved</source>
      <translation>クリアならず</translation>
    </message>
    <message>
      <source>Puzzle: {title}</source>
      <translation>パズル: {title}</translation>
    </message>
    <message>
      <source>Goal reached: {goal}</source>
      <translation>目標達成: {goal}</translation>
    </message>
    <message>
      <source>Goal: {goal}</source>
      <translation>目標: {goal}</translation>
    </message>
    <message>
      <source>Seats around the table</source>
      <translation>卓の席</translation>
    </message>
    <message>
      <source>Alternating teams: every team needs the same number of players, two or more, and there are two or more teams (811.1).</source>
      <translation>交互チーム戦: どのチームも同じ人数（2人以上）で、チームは2つ以上必要です（811.1）。</translation>
    </message>
    <message>
      <source>Alternating teams sit alternately around the table: a player of each team, then again (811.2). Give the seats their teams in that order.</source>
      <translation>交互チーム戦では、各チームのプレイヤーが卓を交互に座ります（811.2）。その順に席へチームを割り当ててください。</translation>
    </message>
    <message>
      <source>Emperor: each team has three players (809.1).</source>
      <translation>皇帝戦: 各チームは3人です（809.1）。</translation>
    </message>
    <message>
      <source>Emperor: each team sits together, its emperor in the middle seat (809.2).</source>
      <translation>皇帝戦: 各チームは並んで座り、皇帝は真ん中の席です（809.2）。</translation>
    </message>
    <message>
      <source>Tag: two teams of two players (tag 101-1).</source>
      <translation>タッグ戦: 2人ずつの2チームです（tag 101-1）。</translation>
    </message>
    <message>
      <source>Tag: teammates sit side by side, seats 1 and 2 one team, seats 3 and 4 the other (tag 403-1).</source>
      <translation>タッグ戦: チームメイトは隣り合って座ります。席1と2が一方のチーム、席3と4がもう一方です（tag 403-1）。</translation>
    </message>
    <message>
      <source>Tag: teammates need territories with different names (tag 401-1): choose another deck for one of them.</source>
      <translation>タッグ戦: チームメイトのテリトリーは名前が異なる必要があります（tag 401-1）。どちらかのデッキを替えてください。</translation>
    </message>
    <message>
      <source>Grand melee: every player's range of influence is 1 (807.2a).</source>
      <translation>大乱戦: 各プレイヤーの影響範囲は1です（807.2a）。</translation>
    </message>
    <message>
      <source>Grand melee attacks to the left (or right), never several players (807.2).</source>
      <translation>大乱戦では左（または右）に攻撃し、複数のプレイヤーには攻撃しません（807.2）。</translation>
    </message>
    <message>
      <source>{k} teams of {sizes}</source>
      <translation>{k}チーム（{sizes}人）</translation>
    </message>
    <message>
      <source>{counts} players</source>
      <translation>{counts}人</translation>
    </message>
    <message>
      <source>emperors (♛): {names}</source>
      <translation>皇帝（♛）: {names}</translation>
    </message>
    <message>
      <source>Goal:</source>
      <translation>目標:</translation>
    </message>
    <message>
      <source>turn order from seat 1: {order}</source>
      <translation>席1から始めたときのターン順: {order}</translation>
    </message>
    <message>
      <source>turn order: see Start</source>
      <translation>ターン順: 開始時に決まります</translation>
    </message>
    <message>
      <source>Larger text</source>
      <translation>文字を大きく</translation>
    </message>
    <message>
      <source>While you looked away:</source>
      <translation>見ていない間に:</translation>
    </message>
    <message>
      <source>units attack in the attack step</source>
      <translation>ユニットはアタックステップにアタックします</translation>
    </message>
    <message>
      <source>{name} ({left})</source>
      <translation>{name}（{left}）</translation>
    </message>
    <message>
      <source>life {n}</source>
      <translation>ライフ{n}</translation>
    </message>
    <message>
      <source>hand {n}</source>
      <translation>手札{n}</translation>
    </message>
    <message>
      <source>deck {n}</source>
      <translation>山札{n}</translation>
    </message>
    <message>
      <source>Pay the cost: rest cards of your {zone} or pay automatically.</source>
      <translation>コストを支払う：{zone}のカードをレストするか、自動で支払う。</translation>
    </message>
    <message>
      <source>Pay the cost: tap {cards} or pay automatically.</source>
      <translation>コストを支払う：{cards}をタップするか、自動で支払う。</translation>
    </message>
    <message>
      <source>Attack step: attack with your {cards}.</source>
      <translation>攻撃ステップ：{cards}で攻撃する。</translation>
    </message>
    <message>
      <source>Shot: {card} was revealed from your life. Play it for free?</source>
      <translation>ショット：ライフから{card}が公開されました。コストを支払わずに使いますか？</translation>
    </message>
    <message>
      <source>Target {target}</source>
      <translation>{target}を対象にする</translation>
    </message>
    <message>
      <source>by an effect</source>
      <translation>効果により</translation>
    </message>
    <message>
      <source>after a battle</source>
      <translation>バトルの結果</translation>
    </message>
    <message>
      <source>a shield is broken</source>
      <translation>シールドブレイク</translation>
    </message>
    <message>
      <source>by damage</source>
      <translation>ダメージにより</translation>
    </message>
    <message>
      <source>discarded</source>
      <translation>捨てられた</translation>
    </message>
    <message>
      <source>by the rules</source>
      <translation>ルールにより</translation>
    </message>
    <message>
      <source>at the start of the game</source>
      <translation>ゲーム開始時</translation>
    </message>
    <message>
      <source>after resolving</source>
      <translation>解決後</translation>
    </message>
    <message>
      <source>countered</source>
      <translation>打ち消された</translation>
    </message>
    <message>
      <source>returned</source>
      <translation>戻された</translation>
    </message>
    <message>
      <source>sacrificed</source>
      <translation>生け贄に捧げられた</translation>
    </message>
    <message>
      <source>searched for</source>
      <translation>サーチ</translation>
    </message>
    <message>
      <source>by a shot</source>
      <translation>ショットにより</translation>
    </message>
    <message>
      <source>by the gachinko judge</source>
      <translation>ガチンコ・ジャッジにより</translation>
    </message>
    <message>
      <source>the zone is full</source>
      <translation>ゾーンがいっぱい</translation>
    </message>
    <message>
      <source>it has no target</source>
      <translation>対象がない</translation>
    </message>
    <message>
      <source>exiled</source>
      <translation>追放された</translation>
    </message>
    <message>
      <source>brought back</source>
      <translation>戻ってきた</translation>
    </message>
    <message>
      <source>by a replacement effect</source>
      <translation>置換効果により</translation>
    </message>
    <message>
      <source>its owner left the game</source>
      <translation>オーナーがゲームから抜けた</translation>
    </message>
    <message>
      <source>by a legend skill</source>
      <translation>レジェンドスキルにより</translation>
    </message>
    <message>
      <source>partner return</source>
      <translation>パートナーの帰還</translation>
    </message>
    <message>
      <source>begins the game there</source>
      <translation>ゲーム開始時からそこにある</translation>
    </message>
    <message>
      <source>something happens</source>
      <translation>何かが起こった</translation>
    </message>
    <message>
      <source>by the scenario</source>
      <translation>シナリオにより</translation>
    </message>
    <message>
      <source>{card} goes from the {frm} to the {to}.</source>
      <translation>{card}は{frm}から{to}へ移動した。</translation>
    </message>
    <message>
      <source>{cards}: hits {hits}.</source>
      <translation>{cards}：ヒット{hits}。</translation>
    </message>
    <message>
      <source>A life card of {player} is revealed: {card}.</source>
      <translation>{player}のライフのカードが公開された：{card}。</translation>
    </message>
    <message>
      <source>{card} goes to the {to} after resolving.</source>
      <translation>{card}は解決後、{to}に置かれた。</translation>
    </message>
    <message>
      <source>{card} goes from the {frm} to the {to} ({why}).</source>
      <translation>{card}は{frm}から{to}へ移動した（{why}）。</translation>
    </message>
    <message>
      <source>{some} and {last}</source>
      <translation>{some}・{last}</translation>
    </message>
    <message>
      <source>— Turn {turn}: {player} (team {team}) —</source>
      <translation>— ターン{turn}：{player}（チーム {team}）—</translation>
    </message>
    <message>
      <source>{player} uses an ability of {card}.</source>
      <translation>{player}は{card}の能力を使う。</translation>
    </message>
    <message>
      <source>{cards}: power {power}, hits {hits}.</source>
      <translation>{cards}：パワー{power}、ヒット{hits}。</translation>
    </message>
    <message>
      <source>{cards}: power {power}.</source>
      <translation>{cards}：パワー{power}。</translation>
    </message>
    <message>
      <source>{players} conceded.</source>
      <translation>{players}が投了した。</translation>
    </message>
    <message>
      <source>Lost the game</source>
      <translation>敗退</translation>
    </message>
    <message>
      <source>Deploy {card} to {player}</source>
      <translation>{card}を{player}に配置</translation>
    </message>
    <message>
      <source>Phones</source>
      <translation>スマホ</translation>
    </message>
    <message>
      <source>A person may play their seat from their phone's browser: their cards and choices on the phone, the table here. The phone must be on this computer's network.</source>
      <translation>各プレイヤーは自分のスマホのブラウザーから遊べます。手札と選択はスマホに、場はこの画面に表示されます。スマホはこのパソコンと同じネットワークにつないでください。</translation>
    </message>
    <message>
      <source>Plain HTTP: anyone on this Wi-Fi can read the game's traffic. Play on a network you trust.</source>
      <translation>暗号化なしのHTTPです。同じWi-Fiの人は通信を読めます。信頼できるネットワークで遊んでください。</translation>
    </message>
    <message>
      <source>Hide the code</source>
      <translation>コードを隠す</translation>
    </message>
    <message>
      <source>plays here</source>
      <translation>この画面で遊ぶ</translation>
    </message>
    <message>
      <source>plays from a phone</source>
      <translation>スマホで遊ぶ</translation>
    </message>
    <message>
      <source>phone away</source>
      <translation>スマホ切断中</translation>
    </message>
    <message>
      <source>Only {name} should look: scan this with {name}'s phone. The first phone that opens it takes the seat.</source>
      <translation>{name}さんだけが見てください。{name}さんのスマホで読み取ります。最初に開いたスマホがこの席になります。</translation>
    </message>
    <message>
      <source>Turn phones off</source>
      <translation>スマホ接続を終える</translation>
    </message>
    <message>
      <source>Turn phones on</source>
      <translation>スマホ接続を始める</translation>
    </message>
    <message>
      <source>Serving on {address}</source>
      <translation>{address} で待ち受け中</translation>
    </message>
    <message>
      <source>Phones are off.</source>
      <translation>スマホ接続はオフです。</translation>
    </message>
    <message>
      <source>Show my code</source>
      <translation>自分のコードを表示</translation>
    </message>
    <message>
      <source>Take the seat back</source>
      <translation>席をこの画面に戻す</translation>
    </message>
    <message>
      <source>Cannot serve phones: {why}</source>
      <translation>スマホ接続を始められません：{why}</translation>
    </message>
    <message>
      <source>Phones on: {address}</source>
      <translation>スマホ接続中：{address}</translation>
    </message>
    <message>
      <source>Take the seat back?</source>
      <translation>席をこの画面に戻しますか？</translation>
    </message>
    <message>
      <source>{name} plays at this screen again; their phone's link stops working.</source>
      <translation>{name}さんはこの画面で遊びます。スマホのリンクは使えなくなります。</translation>
    </message>
    <message>
      <source>Keep waiting</source>
      <translation>待ち続ける</translation>
    </message>
    <message>
      <source>Take {name}'s seat back…</source>
      <translation>{name}さんの席をこの画面に戻す…</translation>
    </message>
    <message>
      <source>Waiting for {name}'s phone</source>
      <translation>{name}さんのスマホを待っています</translation>
    </message>
    <message>
      <source>Phones…</source>
      <translation>スマホ…</translation>
    </message>
    <message>
      <source>{fmt} · {turns} · screen: {screen}</source>
      <translation>{fmt} · {turns} · 画面：{screen}</translation>
    </message>
    <message>
      <source>Pass: let the ability of {card} resolve</source>
      <translation>パス（{card}の能力を解決させる）</translation>
    </message>
    <message>
      <source>{fmt} — {turns}</source>
      <translation>{fmt} — {turns}</translation>
    </message>
    <message>
      <source>Pass: let {card} resolve</source>
      <translation>パス（{card}を解決させる）</translation>
    </message>
    <message>
      <source>turn marker {n} waits</source>
      <translation>ターンマーカー{n}は待機中</translation>
    </message>
    <message>
      <source>turn {turn} ({player}): {step}</source>
      <translation>ターン{turn}（{player}）：{step}</translation>
    </message>
    <message>
      <source>revealed card</source>
      <translation>公開されたカード</translation>
    </message>
    <message>
      <source>Human, on a phone</source>
      <translation>人（スマホで）</translation>
    </message>
    <message>
      <source>{name}'s code does not come up while another person's cards are on the screen.</source>
      <translation>別の人のカードが画面に出ている間は、{name}さんのコードは表示されません。</translation>
    </message>
    <message>
      <source>waits for their phone</source>
      <translation>スマホを待っています</translation>
    </message>
    <message>
      <source>No code while the curtain is up: the next person at the screen could read another person's code. It comes up once the curtain is lifted.</source>
      <translation>カーテンが上がっている間はコードを表示しません。次に画面の前に来た人が別の人のコードを読めてしまいます。カーテンを開けると表示されます。</translation>
    </message>
    <message>
      <source>Each person scans only their own code with their phone: {names}. The first phone that opens a code takes its seat.</source>
      <translation>それぞれ自分のコードだけを自分のスマホで読み取ってください：{names}。最初にコードを開いたスマホがその席になります。</translation>
    </message>
    <message>
      <source>Play at this screen</source>
      <translation>この画面で遊ぶ</translation>
    </message>
    <message>
      <source>Take a seat back</source>
      <translation>席をこの画面に戻す</translation>
    </message>
    <message>
      <source>How many cards do you draw?</source>
      <translation>何枚引きますか？</translation>
    </message>
    <message>
      <source>Draw {n}</source>
      <translation>{n}枚引く</translation>
    </message>
    <message>
      <source>Do not draw</source>
      <translation>引かない</translation>
    </message>
  </context>
</TS>
