<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../qml/shell/AboutDialog.qml" line="+19"/>
        <source>About Tessera</source>
        <translation>关于 Tessera</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sokoban, 2048 and the Fifteen puzzle in one desktop app.</source>
        <translation>推箱子、2048 和数字华容道，尽在一个桌面应用中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>致谢</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Microban&lt;/b&gt;: 155 levels by David W. Skinner, freely distributable with credit to the author.</source>
        <translation>&lt;b&gt;Microban&lt;/b&gt;：David W. Skinner 设计的 155 个关卡，注明作者即可自由分发。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;XSokoban&lt;/b&gt;: the 90 classic levels as distributed with XSokoban, in the public domain; original designs by Hiroyuki Imabayashi, Thinking Rabbit, 1982.</source>
        <translation>&lt;b&gt;XSokoban&lt;/b&gt;：随 XSokoban 发布的 90 个经典关卡，属于公有领域；原始设计为今林宏行（Hiroyuki Imabayashi），Thinking Rabbit，1982 年。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;2048&lt;/b&gt;: after the original game by Gabriele Cirulli.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt;：源自 Gabriele Cirulli 的原版游戏。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Qt&lt;/b&gt; %1: the toolkit Tessera is built with, by The Qt Company and the Qt Project, used under the GNU LGPL v3.</source>
        <translation>&lt;b&gt;Qt&lt;/b&gt; %1：构建 Tessera 所用的工具包，由 The Qt Company 和 Qt Project 开发，依据 GNU LGPL v3 使用。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Translations&lt;/b&gt;: Čeština, 中文, Български and Polski by the Tessera translators; the standard buttons and file dialog in Qt&apos;s own translations.</source>
        <translation>&lt;b&gt;翻译&lt;/b&gt;：Čeština、中文、Български 和 Polski 由 Tessera 项目的译者完成；标准按钮和文件对话框使用 Qt 自带的翻译。</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>translator-credits</source>
        <comment>This translation&apos;s credit in the About box: who translated it. Not shown in English.</comment>
        <translation>简体中文翻译：Tessera 项目翻译组。</translation>
    </message>
</context>
<context>
    <name>ActionTable</name>
    <message>
        <location filename="../../app/input/InputActionRows.cpp" line="+111"/>
        <source>Help: how to play and every control</source>
        <translation>帮助：玩法和全部操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>Go to the home screen</source>
        <translation>前往主页</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Sokoban</source>
        <translation>玩推箱子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play 2048</source>
        <translation>玩 2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Fifteen</source>
        <translation>玩数字华容道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level browser</source>
        <translation>推箱子关卡浏览器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Sokoban level file</source>
        <translation>打开推箱子关卡文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level editor</source>
        <translation>推箱子关卡编辑器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound off or on</source>
        <translation>开启或关闭声音</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go home from a game (where Esc has no other use)</source>
        <translation>从游戏返回主页（在 Esc 没有其他用途时）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mouse&apos;s back button</source>
        <translation>鼠标的后退键</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move the focus or the highlight left</source>
        <translation>焦点或高亮左移</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight up</source>
        <translation>焦点或高亮上移</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight right</source>
        <translation>焦点或高亮右移</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight down</source>
        <translation>焦点或高亮下移</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press the button or open what is highlighted</source>
        <translation>按下按钮或打开高亮项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog or go back</source>
        <translation>关闭对话框或返回</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+217"/>
        <source>Walk or push left</source>
        <translation>向左走或推</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push up</source>
        <translation>向上走或推</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push right</source>
        <translation>向右走或推</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push down</source>
        <translation>向下走或推</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+180"/>
        <location line="+37"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Right click</source>
        <translation>右键单击</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+119"/>
        <location line="+58"/>
        <location line="+37"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Wheel up (away from you)</source>
        <translation>滚轮向上（向前推）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wheel down (toward you)</source>
        <translation>滚轮向下（向后拨）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart the level (undoable)</source>
        <translation>重新开始本关（可撤销）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reverse mode on or off: pull the boxes from the goals back to their start</source>
        <translation>开启或关闭反向模式：把箱子从目标点拉回起始位置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop a search, put the hint away, end a replay, let go of a box, or restart</source>
        <translation>停止搜索、收起提示、结束回放、放开箱子或重新开始</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play a solution the solver found, or the next level once this one is solved</source>
        <translation>播放求解器找到的解法，或在本关完成后进入下一关</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level</source>
        <translation>下一关</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous level</source>
        <translation>上一关</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: show the next push of a solution</source>
        <translation>提示：显示解法的下一次推动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause a replay</source>
        <translation>播放或暂停回放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a snapshot of the position</source>
        <translation>保存当前局面的快照</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the newest snapshot (undoable)</source>
        <translation>回到最新的快照（可撤销）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level&apos;s menu: snapshots, optimise your solution, replays, files</source>
        <translation>关卡菜单：快照、优化你的解法、回放、文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show or hide the snapshots of the level</source>
        <translation>显示或隐藏本关的快照</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optimise your solution: fewer pushes (Esc stops)</source>
        <translation>优化你的解法：更少推动（Esc 停止）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimise your solution: fewer moves</source>
        <translation>优化你的解法：更少移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the solution (LURD)</source>
        <translation>复制解法（LURD）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Copy the level (XSB)</source>
        <translation>复制关卡（XSB）</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Paste a solution to replay or a level to open</source>
        <translation>粘贴解法以回放，或粘贴关卡以打开</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say what is around you (walls, boxes, goals), for a screen reader</source>
        <translation>说出你周围的东西（墙、箱子、目标），供屏幕阅读器使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walk to a cell</source>
        <translation>走到某个格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the cell</source>
        <translation>单击该格子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push a box to a cell</source>
        <translation>把箱子推到某个格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the box, then a highlighted cell</source>
        <translation>单击箱子，再单击高亮的格子</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slide the tiles left</source>
        <translation>向左滑动方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles up</source>
        <translation>向上滑动方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles right</source>
        <translation>向右滑动方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles down</source>
        <translation>向下滑动方块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo (up to three moves)</source>
        <translation>撤销（最多三步）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>New game (asks first during a game)</source>
        <translation>新游戏（游戏中会先询问）</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+37"/>
        <source>Say the board row by row, for a screen reader</source>
        <translation>逐行读出棋盘，供屏幕阅读器使用</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Hint: the AI&apos;s move</source>
        <translation>提示：AI 的走法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay (any key stops it)</source>
        <translation>自动游戏（按任意键停止）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep going after 2048, or a new game once it is over</source>
        <translation>达到 2048 后继续，或在游戏结束后开始新游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide the tiles</source>
        <translation>滑动方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swipe the board</source>
        <translation>在棋盘上滑动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Slide the tile right of the gap left</source>
        <translation>将空格右边的数字块向左滑动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile below the gap up</source>
        <translation>将空格下边的数字块向上滑动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile left of the gap right</source>
        <translation>将空格左边的数字块向右滑动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile above the gap down</source>
        <translation>将空格上边的数字块向下滑动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (counts as a move)</source>
        <translation>撤销（计入步数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: the next move of a solution</source>
        <translation>提示：解法的下一步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause or resume</source>
        <translation>暂停或继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game, once solved</source>
        <translation>新游戏（完成后）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide a tile (or a row of tiles) into the gap</source>
        <translation>将一个数字块（或一整行数字块）滑入空格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile</source>
        <translation>单击数字块</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tool: wall</source>
        <translation>工具：墙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: floor</source>
        <translation>工具：地板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: goal</source>
        <translation>工具：目标点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box</source>
        <translation>工具：箱子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box on a goal</source>
        <translation>工具：目标点上的箱子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player</source>
        <translation>工具：玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player on a goal</source>
        <translation>工具：目标点上的玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: erase</source>
        <translation>工具：擦除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the cell cursor left</source>
        <translation>将格子光标左移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor up</source>
        <translation>将格子光标上移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor right</source>
        <translation>将格子光标右移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor down</source>
        <translation>将格子光标下移</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint the cursor&apos;s cell with the tool (a rectangle: one corner, then the other)</source>
        <translation>用当前工具绘制光标所在的格子（矩形：先定一个角，再定另一个角）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous tool</source>
        <translation>上一个工具</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next tool</source>
        <translation>下一个工具</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint cell by cell</source>
        <translation>逐格绘制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a filled rectangle</source>
        <translation>绘制实心矩形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a rectangle&apos;s outline</source>
        <translation>绘制矩形轮廓</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>新建关卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a level</source>
        <translation>粘贴关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+滚轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level</source>
        <translation>显示整个关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play the level</source>
        <translation>试玩关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel a drag</source>
        <translation>取消拖动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint with the tool</source>
        <translation>用工具绘制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click or drag</source>
        <translation>单击或拖动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase</source>
        <translation>擦除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right click or drag</source>
        <translation>右键单击或拖动</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play or pause the solution</source>
        <translation>播放或暂停解法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the editor</source>
        <translation>返回编辑器</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sokoban</source>
        <translation>推箱子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>数字华容道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level editor</source>
        <translation>关卡编辑器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play</source>
        <translation>试玩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>通用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Menus and dialogs</source>
        <translation>菜单和对话框</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are the warehouse keeper. Push every box onto a goal. You walk and push one box at a time: you cannot pull a box, nor push two in a row. A box in a corner that is not a goal is stuck for good: undo, or ask for a hint.</source>
        <translation>你是仓库管理员。把每个箱子都推到目标点上。你每次走一格，一次只能推一个箱子：不能拉箱子，也不能同时推动一排两个箱子。箱子一旦被推进不是目标点的角落，就再也动不了了：请撤销，或求助提示。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse mode plays the level backwards: the boxes start on the goals and you pull them, one at a time, back to where your game left them; when the two meet, they join into a solution. Snapshots keep positions to come back to, and once a level is solved the optimiser looks for a solution with fewer pushes or moves. The keys are in the table below.</source>
        <translation>反向模式倒着玩这一关：箱子从目标点出发，你一次拉一个箱子，把它们拉回你的游戏留下它们的位置；两边相遇时，就合成一个解法。快照保存可以返回的局面；关卡解开后，优化器会寻找推动或移动更少的解法。按键见下表。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slide all the tiles one way. Two tiles with the same number merge into one with their sum, and a new tile appears. Make a 2048 tile; the game is over when no move is left.</source>
        <translation>将所有方块朝一个方向滑动。两个数字相同的方块会合并成一个，数值为两者之和，同时会出现一个新方块。合成 2048 方块即获胜；无路可走时游戏结束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slide the tiles into the gap, one at a time or a whole row at once, until they are in order, the gap in the last corner. Fewer moves and less time make a better record.</source>
        <translation>将数字块滑入空格，可以一次滑一块，也可以一次滑动一整行，直到全部排好顺序，空格位于最后一角。步数越少、用时越短，成绩越好。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool and paint the level: walls, floor, goals, boxes and one player. The side panel says what keeps the level from being played; test-play it, check that it can be solved, then save it.</source>
        <translation>选择一个工具来绘制关卡：墙、地板、目标点、箱子和一个玩家。侧边栏会说明关卡为何还不能游玩；试玩一下，检查是否可解，然后保存。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With a game controller: the D-pad moves the focus, A presses, B closes.</source>
        <translation>使用游戏手柄时：十字键移动焦点，A 键确认，B 键关闭。</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../../qml/shell/AppMenuBar.qml" line="+254"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Home</source>
        <translation>主页(&amp;H)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sokoban level &amp;editor</source>
        <translation>推箱子关卡编辑器(&amp;E)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sokoban &amp;levels…</source>
        <translation>推箱子关卡(&amp;L)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Open level file…</source>
        <translation>打开关卡文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+78"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;About Tessera</source>
        <translation>关于 Tessera(&amp;A)</translation>
    </message>
</context>
<context>
    <name>AppSettingsPage</name>
    <message>
        <location filename="../../qml/shell/AppSettingsPage.qml" line="+15"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>High contrast (white on black)</source>
        <translation>高对比度（黑底白字）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the system (light or dark, as the desktop is)</source>
        <translation>跟随系统（随桌面使用浅色或深色）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reduce motion</source>
        <translation>减少动态效果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves, slides and screen changes happen at once, in every game, and hints stop pulsing.</source>
        <translation>所有游戏中的移动、滑动和界面切换都立即完成，提示也不再闪动。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large (125%)</source>
        <translation>大（125%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Larger (150%)</source>
        <translation>更大（150%）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds (%1 turns them on or off anywhere)</source>
        <translation>播放音效（在任何地方按 %1 开启或关闭）</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sound output was found: the games stay silent.</source>
        <translation>未找到音频输出：游戏将保持静音。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language: %1</source>
        <extracomment>What a screen reader says of the language list: %1 is the language chosen.</extracomment>
        <translation>语言：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game controllers</source>
        <translation>游戏手柄</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game controllers are not supported on this system.</source>
        <translation>此系统不支持游戏手柄。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None connected. Plug one in to play with it.</source>
        <translation>未连接手柄。插入手柄即可用它游戏。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>AppToolBar</name>
    <message>
        <location filename="../../qml/shell/AppToolBar.qml" line="+24"/>
        <source>%1 tool bar</source>
        <extracomment>The tool bar as a screen reader names it: %1 is the game or &quot;Level editor&quot;.</extracomment>
        <translation>%1 工具栏</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>‹ Home</source>
        <translation>‹ 主页</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the home screen (%1)</source>
        <translation>返回主页（%1）</translation>
    </message>
</context>
<context>
    <name>AssistBar</name>
    <message>
        <location filename="../../qml/sokoban/AssistBar.qml" line="+73"/>
        <source>Looking for a hint…</source>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a hint (a move or %1 stops it)…</source>
        <translation>仍在搜索提示（走一步或按 %1 停止）…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a solution (a move or %1 stops it)…</source>
        <translation>仍在搜索解法（走一步或按 %1 停止）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 from the start: by the standard rules this level cannot be solved. Its best was made with train push.</source>
        <translation>%1（开局即如此）：按标准规则本关无解。本关的最佳解是用连推完成的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from the start: this level cannot be solved.</source>
        <translation>%1（开局即如此）：本关无解。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1. Undo goes back to just before the push that did it.</source>
        <translation>%1。撤销可回到造成此局面的那一推之前。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo %1</source>
        <translation>撤销 %1 步</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Undo %n</source>
        <translation>
            <numerusform>撤销 %n 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <location filename="../../app/services/AtomicFile.cpp" line="+26"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 是文件，不是文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no permission to write in %1</source>
        <translation>没有在 %1 中写入的权限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused</source>
        <translation>系统拒绝了操作</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save %1: it is a folder.</source>
        <translation>无法保存 %1：它是一个文件夹。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>无法保存 %1：无法创建文件夹 %2（%3）。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot save %1: %2.</source>
        <translation>无法保存 %1：%2。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot save %1: only %2 of %3 bytes could be written (%4). The previous file was kept.</source>
        <translation>无法保存 %1：%3 字节中只写入了 %2 字节（%4）。已保留原文件。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is the disk full?</source>
        <translation>磁盘是否已满？</translation>
    </message>
</context>
<context>
    <name>CollectionRow</name>
    <message>
        <location filename="../../qml/sokoban/browser/CollectionRow.qml" line="+47"/>
        <source>by %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your own levels</source>
        <translation>你自己的关卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pasted</source>
        <translation>已粘贴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened file</source>
        <translation>已打开的文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 solved</source>
        <translation>已完成 %1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this pasted collection</source>
        <translation>移除这个粘贴的关卡集</translation>
    </message>
</context>
<context>
    <name>CoreTexts</name>
    <message>
        <location filename="../../app/services/CoreTexts.cpp" line="+31"/>
        <source>a non-ASCII character</source>
        <translation>一个非 ASCII 字符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>byte 0x%1</source>
        <translation>字节 0x%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a FIFO</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>and %n more</source>
        <comment>cells</comment>
        <translation>
            <numerusform>另有 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <comment>between cells of a list</comment>
        <translation>；</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot read it: it is a folder</source>
        <translation>无法读取：它是一个文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read it: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: it is a loop of symbolic links</source>
        <translation>无法打开：它是符号链接的循环</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read it: it is not a regular file (%1)</source>
        <translation>无法读取：它不是普通文件（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is %1 bytes, over the %2 MiB limit</source>
        <translation>文件大小为 %1 字节，超过 %2 MiB 的上限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a NUL byte: this is binary data, not a level file</source>
        <translation>含有 NUL 字节：这是二进制数据，不是关卡文件</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n more control bytes: this is binary data, not a level file</source>
        <translation>
            <numerusform>%1 及另外 %n 个控制字节：这是二进制数据，不是关卡文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2, over the %3×%3 limit</source>
        <translation>地图大小为 %1×%2，超过 %3×%3 的上限</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>wider than %n columns</source>
        <translation>
            <numerusform>宽度超过 %n 列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n columns wide</source>
        <translation>
            <numerusform>宽 %n 列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rows high</source>
        <translation>
            <numerusform>高 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board is %1, over the %2×%2 limit</source>
        <translation>地图%1，超过 %2×%2 的上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <comment>wider than … and … rows high</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 at column %2 is not board syntax</source>
        <translation>第 %2 列的%1不是地图符号</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;)&apos; at column %1 has no matching &apos;(&apos;</source>
        <translation>第 %1 列的“)”没有对应的“(”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count at column %1 is not followed by a character or a group</source>
        <translation>第 %1 列的数字后面没有字符或分组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups nested too deeply at column %1</source>
        <translation>第 %1 列的分组嵌套过深</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;(&apos; at column %1 is never closed</source>
        <translation>第 %1 列的“(”没有闭合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad run-length encoding at column %1</source>
        <translation>第 %1 列的游程编码有误</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 &quot;Key: value&quot; lines; the rest are left out</source>
        <translation>“键: 值”行超过 %1 行；其余已忽略</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+281"/>
        <source>the board is empty</source>
        <translation>地图是空的</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>a goal, box or player stands on a wall (%1)</source>
        <translation>有目标点、箱子或玩家位于墙上（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no player</source>
        <translation>没有玩家</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n players (%1); a level has exactly one</source>
        <translation>
            <numerusform>有 %n 个玩家（%1）；一个关卡只能有一个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no boxes</source>
        <translation>没有箱子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>boxes and goals differ in number: %1, %2</source>
        <translation>箱子与目标点数量不同：%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+116"/>
        <source>%n boxes</source>
        <translation>
            <numerusform>%n 个箱子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-116"/>
        <location line="+117"/>
        <source>%n goals</source>
        <translation>
            <numerusform>%n 个目标点</numerusform>
        </translation>
    </message>
    <message>
        <location line="-114"/>
        <source>the level is not closed: the player can walk off the board (at %1)</source>
        <translation>关卡不封闭：玩家可以走出地图（位置：%1）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n boxes the player cannot reach are not on goals (%1)</source>
        <translation>
            <numerusform>%n 个玩家够不到的箱子不在目标点上（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n goals without a box cannot be reached (%1)</source>
        <translation>
            <numerusform>%n 个空目标点无法到达（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>level %1</source>
        <translation>第 %1 关</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %1 &quot;%2&quot;</source>
        <translation>第 %1 关“%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <comment>level 3, line 12</comment>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>where: what is wrong</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a move (l, u, r, d to walk; L, U, R, D to push)</source>
        <translation>%1 不是走法（l、u、r、d 表示行走；L、U、R、D 表示推箱子）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is larger than %1</source>
        <translation>次数大于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a count of 0 repeats nothing</source>
        <translation>次数为 0，什么也不重复</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is not followed by a move or a group</source>
        <translation>次数后面没有走法或分组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;)&apos; has no matching &apos;(&apos;</source>
        <translation>“)”没有对应的“(”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups are nested more than %1 deep</source>
        <translation>分组嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;(&apos; is never closed</source>
        <translation>“(”没有闭合</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the solution expands to more than %Ln steps</source>
        <translation>
            <numerusform>解法展开后超过 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>character %1: %2</source>
        <comment>place in the pasted text: what is wrong</comment>
        <translation>第 %1 个字符：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the level is %1×%2; sizes from 1 to %3 can be solved</source>
        <translation>关卡大小为 %1×%2；只能求解 1 到 %3 的尺寸</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the level has %1 cells instead of %2</source>
        <translation>关卡有 %1 个格子，而不是 %2 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a box is on a wall at column %1, row %2</source>
        <translation>第 %2 行第 %1 列的箱子在墙上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player is on a wall at column %1, row %2</source>
        <translation>第 %2 行第 %1 列的玩家在墙上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a goal is on a wall at column %1, row %2</source>
        <translation>第 %2 行第 %1 列的目标点在墙上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player stands on a box at column %1, row %2</source>
        <translation>第 %2 行第 %1 列的玩家站在箱子上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no player</source>
        <translation>关卡中没有玩家</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the level has %n players</source>
        <translation>
            <numerusform>关卡中有 %n 个玩家</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no box</source>
        <translation>关卡中没有箱子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has %1 but only %2</source>
        <translation>关卡中有 %1，却只有 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the level cannot be played</source>
        <translation>该关卡无法游玩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves do not play on this level</source>
        <translation>这些步骤不适用于该关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>internal error: the solution found does not replay</source>
        <translation>内部错误：找到的解法无法回放</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n cells</source>
        <comment>in a row of a board</comment>
        <translation>
            <numerusform>%n 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n more</source>
        <comment>numbers</comment>
        <translation>
            <numerusform>另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the file is damaged or holds tables of another version</source>
        <translation>文件已损坏，或是其他版本的表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board is empty: write its rows separated by &apos;/&apos;, such as &quot;1 2 3/4 5 6/7 8 0&quot;</source>
        <translation>棋盘是空的：请用“/”分隔各行，例如“1 2 3/4 5 6/7 8 0”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>item %1: &apos;%2&apos; is not a number</source>
        <translation>第 %1 项：“%2”不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, column %2: &apos;%3&apos; is not a number</source>
        <translation>第 %1 行第 %2 列：“%3”不是数字</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</source>
        <translation>
            <numerusform>不含“/”的单行棋盘必须有 16 个数字（4×4 棋盘），而不是 %n 个；其他尺寸请用“/”分隔各行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>row %1 is empty</source>
        <translation>第 %1 行是空的</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>row %1 has %2 but row 1 has %3: every row needs the same number</source>
        <translation>第 %1 行有 %2，但第 1 行有 %3：每行的格数必须相同</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2 (width × height): width and height must each be from %3 to %4</source>
        <translation>棋盘为 %1×%2（宽 × 高）：宽和高都必须在 %3 到 %4 之间</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>a %1×%2 board needs %n numbers, not %3</source>
        <translation>
            <numerusform>%1×%2 棋盘需要 %n 个数字，而不是 %3 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1, column %2: %3 is out of range (a %4×%5 board holds 0 to %6, 0 being the empty cell)</source>
        <translation>第 %1 行第 %2 列：%3 超出范围（%4×%5 棋盘只能是 0 到 %6，0 表示空格）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 appears twice (row %2, column %3 and row %4, column %5)</source>
        <translation>%1 出现了两次（第 %2 行第 %3 列和第 %4 行第 %5 列）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing %1 (0 is the empty cell: the board has none)</source>
        <translation>缺少 %1（0 表示空格：棋盘上没有空格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; </source>
        <comment>between problems of a board</comment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>the board has %n rows; a board has %1 to %2 rows separated by &apos;/&apos;</source>
        <translation>
            <numerusform>棋盘有 %n 行；棋盘应有 %1 到 %2 行，用“/”分隔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</source>
        <translation>
            <numerusform>第 1 行有 %n 个格子；每行应有 %1 到 %2 个格子，用空格分隔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1 has %2 but row 1 has %3: every row must have the same length</source>
        <translation>第 %1 行有 %2，但第 1 行有 %3：每行长度必须相同</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a number</source>
        <translation>第 %1 行第 %2 格：“%3”不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, cell %2: &apos;%3&apos; is larger than the largest tile, %4</source>
        <translation>第 %1 行第 %2 格：“%3”大于最大的方块 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a tile: tiles are powers of two from 2 to %4</source>
        <translation>第 %1 行第 %2 格：“%3”不是方块：方块是 2 到 %4 之间的 2 的幂</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the saved game is damaged at line %1</source>
        <translation>存档在第 %1 行已损坏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game is damaged</source>
        <translation>存档已损坏</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of the saved game: %2</source>
        <comment>line number, what is wrong</comment>
        <translation>存档第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>DirectionWords</name>
    <message>
        <location filename="../../qml/common/DirectionWords.qml" line="+15"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>下</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../editor/EditorBoard.qml" line="+22"/>
        <source>Level being edited</source>
        <translation>正在编辑的关卡</translation>
    </message>
</context>
<context>
    <name>EditorCheckDialog</name>
    <message>
        <location filename="../../editor/EditorCheckDialog.qml" line="+21"/>
        <source>Check solvable</source>
        <translation>检查可解性</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watch the solution</source>
        <translation>观看解法</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is trying the level…</source>
        <translation>求解器正在尝试此关卡…</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solvable in %n pushes</source>
        <translation>
            <numerusform>可解，需推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsolvable by the standard rules</source>
        <translation>按标准规则无解</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n moves in all.</source>
        <translation>
            <numerusform>共移动 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judged by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>按标准规则判断：每次只推一个箱子。连推已开启：用连推此关仍可能可解。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged by the standard rules, one box a push.</source>
        <translation>按标准规则判断：每次只推一个箱子。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The level cannot be played</source>
        <translation>此关卡无法游玩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the limit</source>
        <translation>在限制内未能判定</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <location filename="../../editor/EditorPalette.qml" line="+17"/>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Floor</source>
        <translation>地板</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>目标点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box</source>
        <translation>箱子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box on goal</source>
        <translation>目标点上的箱子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player on goal</source>
        <translation>目标点上的玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase</source>
        <translation>擦除</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Paint</source>
        <translation>绘制</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+56"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Erase: a piece leaves floor, the edge becomes outside (%1, or right click)</source>
        <translation>擦除：物件变为地板，边缘变为外部（%1 或右键）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Freehand</source>
        <translation>自由绘制</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rectangle</source>
        <translation>矩形</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outline</source>
        <translation>轮廓</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Left button paints, right button erases. Drag to paint a stroke: one undo step.</source>
        <translation>左键绘制，右键擦除。拖动可连续绘制一笔：算作一步撤销。</translation>
    </message>
</context>
<context>
    <name>EditorSaveAsDialog</name>
    <message>
        <location filename="../../editor/EditorSaveAsDialog.qml" line="+12"/>
        <source>Save level as</source>
        <translation>关卡另存为</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>推箱子关卡 (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../../editor/EditorScreen.qml" line="+58"/>
        <source>The level cannot be played yet: %1</source>
        <translation>此关卡暂时无法游玩：%1</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last edit (%1)</source>
        <translation>撤销上一次编辑（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone edit again (%1)</source>
        <translation>重做已撤销的编辑（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new level (%1)</source>
        <translation>新建关卡（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as, copy and paste</source>
        <translation>另存为、复制和粘贴</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Copy level (XSB)</source>
        <translation>复制关卡（XSB）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste level</source>
        <translation>粘贴关卡</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Zoom out (%1, Ctrl+wheel)</source>
        <translation>缩小（%1，Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 px</source>
        <translation>%1 像素</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level (%1)</source>
        <translation>显示整个关卡（%1）</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Zoom in (%1, Ctrl+wheel)</source>
        <translation>放大（%1，Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the changes?</source>
        <translation>保存更改吗？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>“%1”有尚未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file on disk was left as it was.</source>
        <translation>磁盘上的文件保持原样。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save level as</source>
        <translation>关卡另存为</translation>
    </message>
</context>
<context>
    <name>EditorSidePanel</name>
    <message>
        <location filename="../../editor/EditorSidePanel.qml" line="+77"/>
        <source>Remove a row or column here</source>
        <translation>在此处删除一行或一列</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a row or column here</source>
        <translation>在此处添加一行或一列</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level</source>
        <translation>关卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (changed)</source>
        <translation>（已修改）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Boxes: %1</source>
        <translation>箱子：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goals: %1</source>
        <translation>目标点：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>✓ Ready to play</source>
        <translation>✓ 可以游玩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot be played yet</source>
        <translation>暂时无法游玩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playable, but unsolvable by the standard rules</source>
        <translation>可以游玩，但按标准规则无解</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The check judges by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>检查按标准规则判断：每次只推一个箱子。连推已开启：用连推此关仍可能可解。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The check judges by the standard rules, one box a push.</source>
        <translation>检查按标准规则判断：每次只推一个箱子。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cells at fault are marked on the board.</source>
        <translation>有问题的格子已在棋盘上标出。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>▶ Test play (%1)</source>
        <translation>▶ 试玩（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the level as it is, then come back to the editor</source>
        <translation>按当前样子试玩关卡，然后返回编辑器</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check solvable</source>
        <translation>检查可解性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver try the level</source>
        <translation>让求解器尝试此关卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size: %1 × %2</source>
        <translation>尺寸：%1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>上边</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bottom</source>
        <translation>下边</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left</source>
        <translation>左边</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right</source>
        <translation>右边</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arrange</source>
        <translation>调整</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟲ Rotate</source>
        <translation>⟲ 旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn counter-clockwise</source>
        <translation>逆时针旋转 90 度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⟳ Rotate</source>
        <translation>⟳ 旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn clockwise</source>
        <translation>顺时针旋转 90 度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↔ Mirror</source>
        <translation>↔ 镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror left to right</source>
        <translation>左右镜像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↕ Mirror</source>
        <translation>↕ 镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror top to bottom</source>
        <translation>上下镜像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trim</source>
        <translation>裁边</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove empty rows and columns at the edges</source>
        <translation>删除边缘的空行和空列</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Normalise</source>
        <translation>规整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells the player can never reach become outside; walls that touch nothing go</source>
        <translation>玩家永远到不了的格子变为外部；不与任何东西相邻的墙被移除</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Places as many boxes as goals and the player, for the most pushes the search finds; every level offered is proven solvable.</source>
        <translation>按目标点数量放置箱子并放置玩家，使所需推动次数尽可能多；给出的每个关卡都已证明可解。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seconds to generate</source>
        <translation>生成的秒数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed of the generator</source>
        <translation>生成器的种子</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same walls, goals and seed give the same level</source>
        <translation>相同的墙、目标点和种子生成相同的关卡</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2, %3</source>
        <comment>pushes, moves, box changes</comment>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n box changes</source>
        <translation>
            <numerusform>换箱 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Use this level</source>
        <translation>使用此关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the level being edited with it (Undo takes it back)</source>
        <translation>用它替换正在编辑的关卡（撤销可恢复）</translation>
    </message>
</context>
<context>
    <name>EditorTestPlay</name>
    <message>
        <location filename="../../editor/EditorTestPlay.qml" line="+94"/>
        <source>Test play</source>
        <translation>试玩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solved: %1, %2</source>
        <translation>已完成：%1，%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves %1 · Pushes %2 · Boxes on goals %3 of %4</source>
        <translation>移动 %1 · 推动 %2 · 箱子到位 %3 / %4</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the editor (%1)</source>
        <translation>返回编辑器（%1）</translation>
    </message>
</context>
<context>
    <name>FifteenBoard</name>
    <message>
        <location filename="../../qml/fifteen/FifteenBoard.qml" line="+19"/>
        <source>Fifteen board</source>
        <translation>数字推盘</translation>
    </message>
</context>
<context>
    <name>FifteenScreen</name>
    <message>
        <location filename="../../qml/fifteen/FifteenScreen.qml" line="+532"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="-351"/>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time (paused)</source>
        <translation>用时（已暂停）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best %1×%2</source>
        <translation>%1×%2 最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Solve&apos;s speed, in moves per second</source>
        <translation>求解演示速度（每秒步数）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New games are %1×%2. Finish this one, or start one now (this game will be lost).</source>
        <translation>新游戏将为 %1×%2。请先完成本局，或立即开始新局（本局将作废）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start %1×%2</source>
        <translation>开始 %1×%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the solver&apos;s tables for 4×4 boards (only once): %1%. Hints work meanwhile, not always the shortest.</source>
        <translation>正在为 4×4 棋盘准备求解器数据表（仅需一次）：%1%。期间提示仍可使用，但不一定是最短解。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>知道了</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the next tile to move (%1)</source>
        <translation>显示下一步要移动的数字块（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop solving (any key)</source>
        <translation>停止求解（按任意键）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the computer finish the puzzle; any key stops it. The game then stays out of the records.</source>
        <translation>让电脑完成这局；按任意键停止。本局之后将不计入记录。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Looking for the shortest solution… Press any key to stop.</source>
        <translation>正在寻找最短解… 按任意键停止。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Solving: %n moves to go. Press any key to stop.</source>
        <translation>
            <numerusform>求解中：还剩 %n 步。按任意键停止。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n 步，用时 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n games solved at this size</source>
        <translation>
            <numerusform>此尺寸下已完成 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>This game (%n moves, %1) will be lost.</source>
        <translation>
            <numerusform>本局（%n 步，%1）将作废。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Hint: slide %1 %2.</source>
        <translation>提示：将 %1 向%2滑动。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Hint: slide %1 %2 (%n moves to go at best).</source>
        <translation>
            <numerusform>提示：将 %1 向%2滑动（最少还需 %n 步）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press P or click to go on</source>
        <translation>按 P 或单击以继续</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Solved!</source>
        <translation>完成！</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Best moves (%1×%2)</source>
        <translation>最少步数（%1×%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+19"/>
        <source>New best!</source>
        <translation>新纪录！</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Best time (%1×%2)</source>
        <translation>最短用时（%1×%2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Finished by the computer: not counted in the records</source>
        <translation>由电脑完成：不计入记录</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>or press %1</source>
        <translation>或按 %1</translation>
    </message>
</context>
<context>
    <name>FifteenSettingsPage</name>
    <message>
        <location filename="../../qml/fifteen/FifteenSettingsPage.qml" line="+32"/>
        <source>Board size</source>
        <translation>棋盘尺寸</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the classic Fifteen. A game in progress is kept: the new size is offered above the board and used for the next new game.</source>
        <translation>每边 3 到 8 格；4×4 为经典的数字华容道。进行中的游戏会保留：新尺寸会在棋盘上方提示，并用于下一局新游戏。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile labels</source>
        <translation>数字块标签</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers (1, 2, 3…)</source>
        <translation>数字（1、2、3…）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Letters (A, B, C…)</source>
        <translation>字母（A、B、C…）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The classic 4×4 puzzle with letters runs from A to O.</source>
        <translation>经典 4×4 字母版从 A 排到 O。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Letters go up to 5×5 (A to X); larger boards show numbers.</source>
        <translation>字母最多用到 5×5（A 到 X）；更大的棋盘显示数字。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide tiles smoothly</source>
        <translation>平滑滑动数字块</translation>
    </message>
</context>
<context>
    <name>FifteenTableCache</name>
    <message>
        <location filename="../../app/services/FifteenTableCache.cpp" line="+82"/>
        <source>it cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is larger than any tables</source>
        <translation>它比任何数据表都大</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it holds tables of another partition</source>
        <translation>它包含的是另一种分区的数据表</translation>
    </message>
</context>
<context>
    <name>FifteenToolBar</name>
    <message>
        <location filename="../../qml/fifteen/FifteenToolBar.qml" line="+24"/>
        <location line="+4"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: take back the last move, counted as a move (%1)</source>
        <translation>撤销：收回上一步，计入步数（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: make the undone move again (%1)</source>
        <translation>重做：重新执行已撤销的一步（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the tiles and go on (%1)</source>
        <translation>显示数字块并继续（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the clock and hide the tiles (%1)</source>
        <translation>暂停计时并隐藏数字块（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle a new %1×%2 puzzle (%3)</source>
        <translation>打乱一局新的 %1×%2 华容道（%3）</translation>
    </message>
</context>
<context>
    <name>FileErrorDialog</name>
    <message>
        <location filename="../../qml/sokoban/FileErrorDialog.qml" line="+22"/>
        <source>The level file cannot be opened</source>
        <translation>无法打开关卡文件</translation>
    </message>
</context>
<context>
    <name>Game2048Board</name>
    <message>
        <location filename="../../qml/game2048/Game2048Board.qml" line="+21"/>
        <source>2048 board</source>
        <translation>2048 棋盘</translation>
    </message>
</context>
<context>
    <name>Game2048HighScoresDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048HighScoresDialog.qml" line="+36"/>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>High scores</source>
        <translation>高分榜</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Board size</source>
        <translation>棋盘尺寸</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board size: %1</source>
        <extracomment>What a screen reader says of the size list: %1 is the size shown (&quot;4 × 4&quot;).</extracomment>
        <translation>棋盘大小：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Best: %1</source>
        <translation>最高分：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tile</source>
        <translation>方块</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No high scores at %1 yet. Finish a game to enter the table.</source>
        <translation>%1 尚无高分记录。完成一局即可上榜。</translation>
    </message>
</context>
<context>
    <name>Game2048NameDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048NameDialog.qml" line="+42"/>
        <source>New high score!</source>
        <translation>新的高分！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a new high score!</source>
        <translation>游戏结束：新纪录！</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%Ln points, highest tile %1: number %2 on %3×%4.</source>
        <translation>
            <numerusform>%Ln 分，最大方块 %1：%3×%4 棋盘第 %2 名。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>Game2048Screen</name>
    <message>
        <location filename="../../qml/game2048/Game2048Screen.qml" line="+448"/>
        <location line="+24"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Best %1×%2</source>
        <translation>%1×%2 最高分</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the move the AI would make (?)</source>
        <translation>显示 AI 会走的一步（?）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autoplay</source>
        <translation>自动游戏</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop Autoplay (any key)</source>
        <translation>停止自动游戏（按任意键）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the AI play (%1); any key stops it. Its games stay out of the high scores.</source>
        <translation>让 AI 来玩（%1）；按任意键停止。AI 玩过的局不计入高分榜。</translation>
    </message>
    <message numerus="yes">
        <location line="+172"/>
        <source>Autoplay: %n moves so far. Press any key to stop.</source>
        <translation>
            <numerusform>自动游戏：已走 %n 步。按任意键停止。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Autoplay&apos;s speed, in moves per second</source>
        <translation>自动游戏的速度，单位为每秒步数</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Autoplay games are not recorded</source>
        <translation>自动游戏不计入记录</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>New games are %1×%2. Finish this one, or start one now.</source>
        <translation>新游戏将为 %1×%2。请先完成本局，或立即开始新局。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start %1×%2</source>
        <translation>开始 %1×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>知道了</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>你合成了 %1！要继续挑战更高分吗？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep going</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game over!</source>
        <translation>游戏结束！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1, highest tile %2.</source>
        <translation>得分 %1，最大方块 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No move changes the board.</source>
        <translation>没有任何一步能改变棋盘。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: slide %1.</source>
        <translation>提示：向%1滑动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, WASD or HJKL, or swipe the board · %1 new game · %2 undo · %3 hint · %4 autoplay</source>
        <translation>方向键、WASD 或 HJKL，或在棋盘上滑动 · %1 新游戏 · %2 撤销 · %3 提示 · %4 自动游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay played in this game: it stays out of the high scores.</source>
        <translation>本局使用过自动游戏：不计入高分榜。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game (score %1) ends. If its score is high enough, it enters the high scores.</source>
        <translation>本局（得分 %1）将结束。若分数足够高，将进入高分榜。</translation>
    </message>
</context>
<context>
    <name>Game2048SettingsPage</name>
    <message>
        <location filename="../../qml/game2048/Game2048SettingsPage.qml" line="+31"/>
        <source>Board size</source>
        <translation>棋盘尺寸</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the original game. Bigger boards last longer and reach bigger tiles. If a game is on, you are asked before a new one starts. Each size keeps its own best score and high scores.</source>
        <translation>每边 3 到 8 格；4×4 为原版游戏。棋盘越大，游戏持续越久，能合成的方块也越大。若有进行中的游戏，开始新局前会先询问你。每种尺寸分别保存各自的最高分和高分榜。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide, pop and grow tiles</source>
        <translation>方块滑动、弹出和放大</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every move shows its result at once.</source>
        <translation>关闭：每一步立即显示结果。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autoplay</source>
        <translation>自动游戏</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves per second</source>
        <translation>
            <numerusform>每秒 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>High scores</source>
        <translation>高分榜</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asked at your first high score</source>
        <translation>首次上榜时询问</translation>
    </message>
</context>
<context>
    <name>Game2048ToolBar</name>
    <message>
        <location filename="../../qml/game2048/Game2048ToolBar.qml" line="+22"/>
        <source>Undo (%1)</source>
        <translation>撤销（%1）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take back the last move, up to %n moves (%1)</source>
        <translation>
            <numerusform>撤销上一步，最多 %n 步（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new %1×%2 game (%3)</source>
        <translation>开始一局新的 %1×%2 游戏（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High scores</source>
        <translation>高分榜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The top ten of each board size</source>
        <translation>每种棋盘尺寸的前十名</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../qml/shell/GameCard.qml" line="+100"/>
        <source>Play  ·  %1</source>
        <translation>开始游戏  ·  %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>开始游戏</translation>
    </message>
</context>
<context>
    <name>GamepadButton</name>
    <message>
        <location filename="../../app/input/ActionTable.cpp" line="+245"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LB</source>
        <translation>LB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RB</source>
        <translation>RB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↑</source>
        <translation>十字键或摇杆 ↑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↓</source>
        <translation>十字键或摇杆 ↓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ←</source>
        <translation>十字键或摇杆 ←</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick →</source>
        <translation>十字键或摇杆 →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LT</source>
        <translation>LT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RT</source>
        <translation>RT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left stick pressed</source>
        <translation>按下左摇杆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right stick pressed</source>
        <translation>按下右摇杆</translation>
    </message>
</context>
<context>
    <name>GamepadNotice</name>
    <message>
        <location filename="../../qml/shell/GamepadNotice.qml" line="+50"/>
        <source>Controller connected: %1</source>
        <translation>手柄已连接：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controller disconnected: %1</source>
        <translation>手柄已断开：%1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../qml/shell/Games.qml" line="+18"/>
        <source>Sokoban</source>
        <translation>推箱子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push every box onto a goal. Microban&apos;s 155 levels and a tutorial.</source>
        <translation>把每个箱子都推到目标点上。包含 Microban 的 155 个关卡和一个教程。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles and merge equal numbers until you reach 2048.</source>
        <translation>滑动方块，合并相同的数字，直到得到 2048。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fifteen</source>
        <translation>数字华容道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the numbered tiles back into order, one move at a time.</source>
        <translation>滑动数字块，一步一步把它们恢复原来的顺序。</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/shell/HelpDialog.qml" line="+39"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse</source>
        <translation>鼠标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>手柄</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../qml/shell/HomeScreen.qml" line="+46"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Three classic puzzles. Pick one to play.</source>
        <translation>三款经典益智游戏。选一个开始玩吧。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>✎  Make your own Sokoban levels in the level editor (%1)</source>
        <translation>✎  用关卡编辑器制作你自己的推箱子关卡（%1）</translation>
    </message>
</context>
<context>
    <name>JsonStateFile</name>
    <message>
        <location filename="../../app/services/JsonStateFile.cpp" line="+106"/>
        <source>The %1 %2 cannot be read (%3). It was left as it is and nothing will be saved to it in this session.</source>
        <translation>无法读取%1 %2（%3）。该文件保持原样，本次运行期间不会向其保存任何内容。</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the top level is not a JSON object</source>
        <translation>顶层不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The %1 %2 is damaged (%3). It was kept as %4 and a new one is started.</source>
        <translation>%1 %2 已损坏（%3）。已将其保留为 %4，并新建一个文件。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 %2 is damaged (%3) and could not be set aside. It was left as it is and nothing will be saved to it in this session.</source>
        <translation>%1 %2 已损坏（%3），且无法移到一旁。该文件保持原样，本次运行期间不会向其保存任何内容。</translation>
    </message>
</context>
<context>
    <name>KeysSettingsPage</name>
    <message>
        <location filename="../../qml/shell/KeysSettingsPage.qml" line="+42"/>
        <source>Press an action&apos;s key button, then the key you want for it (Esc keeps the old one). Help and the menus show your keys.</source>
        <translation>先按下某个操作的按键按钮，再按下你想给它的键（Esc 保留原来的键）。帮助和菜单会显示你的按键。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all keys</source>
        <translation>重置所有按键</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Press the new key; Esc keeps the old one.</source>
        <translation>按下新的键；Esc 保留原来的键。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Press a key…</source>
        <translation>请按一个键…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press to choose another key</source>
        <translation>按下以选择另一个键</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: back to the default keys</source>
        <translation>%1：恢复默认按键</translation>
    </message>
</context>
<context>
    <name>LevelBrowser</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelBrowser.qml" line="+56"/>
        <source>&quot;%1&quot; removed</source>
        <translation>已移除“%1”</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Back to game</source>
        <translation>返回游戏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Collections</source>
        <translation>关卡集</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level collections</source>
        <translation>关卡集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — solved %2 / %3</source>
        <translation>%1 — 已完成 %2 / %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste level</source>
        <translation>粘贴关卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a level or a collection copied as XSB text (%1)</source>
        <translation>打开以 XSB 文本复制的关卡或关卡集（%1）</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelCard.qml" line="+37"/>
        <source>Level %1: %2</source>
        <extracomment>A level of the level browser as a screen reader says it: %1 its number, %2 its title.</extracomment>
        <translation>第 %1 关：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Solved in %n moves</source>
        <translation>
            <numerusform>用 %n 步解决</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot be played</source>
        <translation>无法游玩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>最佳：%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+43"/>
        <source>Not solved yet</source>
        <translation>尚未完成</translation>
    </message>
</context>
<context>
    <name>LevelFileDialog</name>
    <message>
        <location filename="../../qml/sokoban/LevelFileDialog.qml" line="+16"/>
        <source>Open a Sokoban level file</source>
        <translation>打开推箱子关卡文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>推箱子关卡 (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>LevelFileWriter</name>
    <message>
        <location filename="../../app/services/LevelFileWriter.cpp" line="+58"/>
        <source>%1 is a folder, not a level file</source>
        <translation>%1 是文件夹，不是关卡文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+121"/>
        <location line="+197"/>
        <source>The level cannot be saved: its board is empty or too large.</source>
        <translation>无法保存关卡：其棋盘为空或过大。</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>The level was not saved: %1.</source>
        <translation>关卡未保存：%1。</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+60"/>
        <source>The level was not saved: %1 is not a level file (%2).</source>
        <translation>关卡未保存：%1 不是关卡文件（%2）。</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The level was not saved: %1 is not a level file (no level was found in it).</source>
        <translation>关卡未保存：%1 不是关卡文件（其中找不到任何关卡）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The level was not saved: added at the end of %1 it would change how the levels before it read. Save it into another file instead.</source>
        <translation>关卡未保存：若添加到 %1 的末尾，会改变其前面关卡的读取方式。请改为保存到其他文件。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The level was not saved: %1 no longer exists.</source>
        <translation>关卡未保存：%1 已不存在。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The level was not saved: %1 has no level %2 (it holds %3).</source>
        <translation>关卡未保存：%1 中没有第 %2 关（它包含 %3 关）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The level was not saved: %1 changed since it was opened, and its level %2 is no longer the one you edited.</source>
        <translation>关卡未保存：%1 在打开后已被更改，其第 %2 关已不是你编辑的那一关。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The level was not saved: Tessera cannot tell where level %1 of %2 begins and ends. Save it into another file instead.</source>
        <translation>关卡未保存：Tessera 无法确定 %2 中第 %1 关的起止位置。请改为保存到其他文件。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The level was not saved: replacing level %1 of %2 would change how the levels around it read. Save it into another file instead.</source>
        <translation>关卡未保存：替换 %2 中的第 %1 关会改变其前后关卡的读取方式。请改为保存到其他文件。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The level was not saved: %1 is a folder.</source>
        <translation>关卡未保存：%1 是一个文件夹。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level was not saved: its text does not read back as one level.</source>
        <translation>关卡未保存：其文本无法读回为单个关卡。</translation>
    </message>
</context>
<context>
    <name>LevelLibrary</name>
    <message>
        <location filename="../../app/services/LevelLibrary.cpp" line="+33"/>
        <source>Tutorial</source>
        <translation>教程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tessera project</source>
        <translation>Tessera 项目</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+36"/>
        <source>My levels</source>
        <translation>我的关卡</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Pasted level %1</source>
        <translation>粘贴的关卡 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pasted levels %1</source>
        <translation>粘贴的关卡集 %1</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>The pasted collection &quot;%1&quot; could not be removed: %2 cannot be deleted.</source>
        <translation>无法移除粘贴的关卡集“%1”：无法删除 %2。</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The level was not saved: unknown collection.</source>
        <translation>关卡未保存：未知的关卡集。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level was not saved: &quot;%1&quot; cannot be changed. Save it into My levels instead.</source>
        <translation>关卡未保存：“%1”不可修改。请改为保存到“我的关卡”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The level was not saved: &quot;%1&quot; has no level %2.</source>
        <translation>关卡未保存：“%1”中没有第 %2 关。</translation>
    </message>
</context>
<context>
    <name>LibraryCollection</name>
    <message>
        <location filename="../../app/services/LibraryCollection.cpp" line="+49"/>
        <source>Level %1</source>
        <translation>第 %1 关</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/shell/Main.qml" line="+29"/>
        <source>Level editor</source>
        <translation>关卡编辑器</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 — Tessera</source>
        <extracomment>The window title: %1 is the game or &quot;Level editor&quot;; keep &quot;Tessera&quot; at the end.</extracomment>
        <translation>%1 — Tessera</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Sound on</source>
        <translation>声音已开启</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound off</source>
        <translation>声音已关闭</translation>
    </message>
</context>
<context>
    <name>MoreButton</name>
    <message>
        <location filename="../../qml/shell/MoreButton.qml" line="+15"/>
        <source>More ▾</source>
        <translation>更多 ▾</translation>
    </message>
</context>
<context>
    <name>MoveSpeedBox</name>
    <message numerus="yes">
        <location filename="../../qml/common/MoveSpeedBox.qml" line="+22"/>
        <source>%n moves/s</source>
        <translation>
            <numerusform>每秒 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speed: %1</source>
        <translation>速度：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../../qml/common/NewGameQuestion.qml" line="+24"/>
        <source>Start a new game?</source>
        <translation>开始新游戏吗？</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>继续玩</translation>
    </message>
</context>
<context>
    <name>NewLevelDialog</name>
    <message>
        <location filename="../../editor/NewLevelDialog.qml" line="+19"/>
        <source>New level</source>
        <translation>新建关卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level starts as floor enclosed by walls. Rows and columns can be added or removed later.</source>
        <translation>新关卡初始为四周被墙围住的地板。之后可以添加或删除行和列。</translation>
    </message>
</context>
<context>
    <name>OptimiseBar</name>
    <message>
        <location filename="../../qml/sokoban/OptimiseBar.qml" line="+34"/>
        <source>Optimising by moves</source>
        <translation>按移动步数优化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimising by pushes</source>
        <translation>按推动次数优化</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>PerSizeDocument</name>
    <message>
        <location filename="../../app/services/PerSizeDocument.cpp" line="+51"/>
        <source>version %1 is not one this Tessera reads</source>
        <translation>此版本的 Tessera 无法读取版本 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;sizes&quot; is not an object</source>
        <translation>&quot;sizes&quot; 不是一个对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a board size such as &quot;4x4&quot;</source>
        <translation>&quot;%1&quot; 不是有效的棋盘尺寸（例如 &quot;4x4&quot;）</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../../app/services/ProgressStore.cpp" line="+35"/>
        <source>negative count</source>
        <translation>计数为负数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more pushes (%1) than moves (%2)</source>
        <translation>推动次数（%1）多于移动步数（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the LURD has %1 moves, not %2</source>
        <translation>LURD 有 %1 步，而不是 %2 步</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the LURD holds &apos;%1&apos;</source>
        <translation>LURD 中含有“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the LURD has %1 pushes, not %2</source>
        <translation>LURD 有 %1 次推动，而不是 %2 次</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+76"/>
        <source>not an object</source>
        <translation>不是一个对象</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>bad &quot;moves&quot; or &quot;pushes&quot;</source>
        <translation>&quot;moves&quot; 或 &quot;pushes&quot; 无效</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;lurd&quot; is not a string</source>
        <translation>&quot;lurd&quot; 不是字符串</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bad &quot;date&quot;</source>
        <translation>&quot;date&quot; 无效</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown &quot;rules&quot;</source>
        <translation>未知的 &quot;rules&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;optimised&quot; is not true or false</source>
        <translation>“optimised”不是 true 或 false</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>bad &quot;firstSolved&quot;</source>
        <translation>&quot;firstSolved&quot; 无效</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>empty level identity</source>
        <translation>关卡标识为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress of level %1 skipped: %2.</source>
        <translation>已跳过第 %1 关的进度：%2。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it is not a Tessera progress file</source>
        <translation>这不是 Tessera 进度文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has no &quot;levels&quot; object</source>
        <translation>其中没有 &quot;levels&quot; 对象</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>progress file</source>
        <translation>进度文件</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The progress file %1 was written by a newer Tessera. It is read as far as possible and left unchanged.</source>
        <translation>进度文件 %1 由更新版本的 Tessera 写入。将尽可能读取，且不做任何修改。</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../../app/services/RecentFiles.cpp" line="+30"/>
        <source>it is not a list of recent files</source>
        <translation>这不是最近文件列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list of recent files</source>
        <translation>最近文件列表</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../qml/sokoban/ReplayBar.qml" line="+34"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <comment>replay: one move back</comment>
        <translation>◀ 后退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause (%1)</source>
        <translation>播放或暂停（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step ▶</source>
        <comment>replay: one move forward</comment>
        <translation>单步 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End ▶▶</source>
        <comment>replay: play the rest at once</comment>
        <translation>结尾 ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest at once, to the final position</source>
        <translation>一次播放剩余部分，直到最终局面</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay speed, in moves per second</source>
        <translation>回放速度（每秒步数）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the replay here (%1)</source>
        <translation>在此结束回放（%1）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qml/shell/SettingsDialog.qml" line="+42"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban</source>
        <translation>推箱子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>数字华容道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
</context>
<context>
    <name>SettingsFileCheck</name>
    <message>
        <location filename="../../app/services/SettingsFileCheck.cpp" line="+63"/>
        <source>it holds binary data, not text (byte %1)</source>
        <translation>其中是二进制数据而非文本（第 %1 字节）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not text</source>
        <translation>它不是文本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1 is not a setting (key=value)</source>
        <translation>第 %1 行不是设置项（键=值）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is %L1 bytes long, where settings take a few thousand</source>
        <translation>它有 %L1 字节，而设置只需几千字节</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Qt cannot read it</source>
        <translation>Qt 无法读取它</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your settings file %1 is damaged (%2). It was kept as %3 and Tessera started with the default settings.</source>
        <translation>设置文件 %1 已损坏（%2）。它已另存为 %3，Tessera 以默认设置启动。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your settings file %1 is damaged (%2) and could not be set aside; Tessera may not keep your settings.</source>
        <translation>设置文件 %1 已损坏（%2），且无法移到一旁；Tessera 可能无法保存您的设置。</translation>
    </message>
</context>
<context>
    <name>SnapshotPanel</name>
    <message>
        <location filename="../../qml/sokoban/SnapshotPanel.qml" line="+42"/>
        <source>Snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the snapshots</source>
        <translation>关闭快照</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save this position (%1)</source>
        <translation>保存此局面（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No snapshot of this level yet. Save the position you reached, try an idea, and come back to it.</source>
        <translation>本关还没有快照。保存你到达的局面，尝试一个想法，然后回到这里。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 · %2 · %3</source>
        <comment>moves · pushes · date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>SokobanBoard</name>
    <message>
        <location filename="../../qml/sokoban/SokobanBoard.qml" line="+22"/>
        <source>Sokoban board</source>
        <translation>推箱子棋盘</translation>
    </message>
</context>
<context>
    <name>SokobanPaste</name>
    <message>
        <location filename="../../app/models/SokobanPaste.cpp" line="+54"/>
        <source>The text holds no Sokoban level.</source>
        <translation>文本中没有推箱子关卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level cannot be played:</source>
        <translation>粘贴的关卡无法游玩：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the pasted levels can be played:</source>
        <translation>粘贴的关卡都无法游玩：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solution is for other rules (&quot;%1&quot;): Tessera plays the standard rules and train push.</source>
        <translation>该解法适用于其他规则（“%1”）：Tessera 支持标准规则和连推。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a solution: %1</source>
        <translation>不是有效的解法：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution holds no move.</source>
        <translation>解法中没有任何移动。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>解法在第 %1 步与此关卡不符。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This level has no published solution.</source>
        <translation>此关卡没有公布的解法。</translation>
    </message>
</context>
<context>
    <name>SokobanScreen</name>
    <message>
        <location filename="../../qml/sokoban/SokobanScreen.qml" line="+109"/>
        <source>This level cannot be played backwards now.</source>
        <translation>此关卡现在无法反向游玩。</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Dismiss</source>
        <translation>知道了</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>This level cannot be played</source>
        <translation>此关卡无法游玩</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>N or Page Down opens the next level, P or Page Up the previous one.</source>
        <translation>按 N 或 Page Down 打开下一关，按 P 或 Page Up 打开上一关。</translation>
    </message>
</context>
<context>
    <name>SokobanSettingsPage</name>
    <message>
        <location filename="../../qml/sokoban/SokobanSettingsPage.qml" line="+24"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules and hints</source>
        <translation>规则与提示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Train push</source>
        <translation>连推</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushing a box that has other boxes in a line behind it pushes them all. Standard Sokoban allows one box at a time; levels stay solvable either way.</source>
        <translation>推动一个箱子时，如果它后面有排成一列的其他箱子，会一起推动。标准推箱子规则一次只能推一个箱子；无论哪种规则，关卡都仍然可解。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show dead squares</source>
        <translation>显示死格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the floor cells from which a box could never reach a goal, so you see a dead end before you push into it.</source>
        <translation>标出箱子永远无法到达目标点的地板格子，让你在推进死路之前就能看出来。</translation>
    </message>
</context>
<context>
    <name>SokobanStatusBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanStatusBar.qml" line="+59"/>
        <source>Levels…</source>
        <translation>关卡…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a collection and a level (%1)</source>
        <translation>选择关卡集和关卡（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · Level %2 of %3</source>
        <translation>%1 · 第 %2 / %3 关</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse mode: pull the boxes back to where they start (%1 leaves it)</source>
        <translation>反向模式：把箱子拉回它们的起始位置（按 %1 退出）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>✓ best %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>✓ 最佳：%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✓ best %1, %2, train push</source>
        <comment>moves, pushes</comment>
        <translation>✓ 最佳：%1，%2，连推</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>moves</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>pushes</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>推</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>pulls</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>拉</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>boxes on goals</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>箱子到位</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SokobanToolBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanToolBar.qml" line="+36"/>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking for a hint (%1)</source>
        <translation>停止寻找提示（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the next push of a solution from here (%1)</source>
        <translation>显示从当前局面起解法的下一次推动（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop solving (%1)</source>
        <translation>停止求解（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find a solution from here and play it</source>
        <translation>从当前局面求解并自动演示</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (%1, right click)</source>
        <translation>撤销上一步（%1、右键单击）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone move again (%1)</source>
        <translation>重做已撤销的一步（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start; undo brings the moves back (%1, %2)</source>
        <translation>回到开局；撤销可恢复之前的步骤（%1、%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse</source>
        <translation>反向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play backwards: pull the boxes from the goals towards their start; where the two meet the level is solved (%1)</source>
        <translation>反向游玩：把箱子从目标点拉向起始位置；正反两局相遇时关卡即告完成（%1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Previous level</source>
        <translation>上一关</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous level (%1)</source>
        <translation>上一关（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next level</source>
        <translation>下一关</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level (%1)</source>
        <translation>下一关（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a file, replay, copy and paste</source>
        <translation>打开文件、回放、复制和粘贴</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open level file…</source>
        <translation>打开关卡文件…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level browser…</source>
        <translation>关卡浏览器…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay best solution</source>
        <translation>回放最佳解法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a snapshot</source>
        <translation>保存快照</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the newest snapshot</source>
        <translation>回到最新的快照</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Snapshots…</source>
        <translation>快照…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise solution: fewer pushes</source>
        <translation>优化解法：更少推动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optimise solution: fewer moves</source>
        <translation>优化解法：更少移动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watch the published solution</source>
        <translation>观看公布的解法</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit this level</source>
        <translation>编辑此关卡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New level</source>
        <translation>新建关卡</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy level (XSB)</source>
        <translation>复制关卡（XSB）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy solution (LURD)</source>
        <translation>复制解法（LURD）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste solution or level</source>
        <translation>粘贴解法或关卡</translation>
    </message>
</context>
<context>
    <name>SolvedOverlay</name>
    <message>
        <location filename="../../qml/sokoban/SolvedOverlay.qml" line="+115"/>
        <source>Solved!</source>
        <translation>完成！</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1  ·  %2</source>
        <comment>moves · pushes</comment>
        <translation>%1  ·  %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n moves</source>
        <translation>
            <numerusform>移动 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The published solution: not counted as yours.</source>
        <translation>公布的解法：不计入你的成绩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pasted solution: not counted as yours.</source>
        <translation>粘贴的解法：不计为你的成绩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved by the solver: not counted as yours.</source>
        <translation>由求解器完成：不计入你的成绩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First time solved!</source>
        <translation>首次通关！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves and pushes!</source>
        <translation>移动和推动均创新纪录！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves!</source>
        <translation>移动步数创新纪录！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in pushes!</source>
        <translation>推动次数创新纪录！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>你的最佳：%1，%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best after optimising: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>优化后的最佳：%1，%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That was the last level of %1.</source>
        <translation>这是 %1 的最后一关。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay best</source>
        <translation>回放最佳解法</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise ▾</source>
        <translation>优化 ▾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fewer pushes</source>
        <translation>更少推动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fewer moves</source>
        <translation>更少移动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next level  ⏎</source>
        <translation>下一关  ⏎</translation>
    </message>
</context>
<context>
    <name>SquareSizeButtons</name>
    <message>
        <location filename="../../qml/common/SquareSizeButtons.qml" line="+27"/>
        <source>Square:</source>
        <translation>正方形：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
</context>
<context>
    <name>StorageNoticeArea</name>
    <message>
        <location filename="../../qml/shell/StorageNoticeArea.qml" line="+86"/>
        <source>Less</source>
        <translation>收起</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this notice on one line</source>
        <translation>将此通知显示为一行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show all of this notice</source>
        <translation>显示此通知的全部内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this notice</source>
        <translation>关闭此通知</translation>
    </message>
</context>
<context>
    <name>TutorialLessons</name>
    <message>
        <location filename="../../app/services/TutorialLessons.cpp" line="+22"/>
        <source>Walking</source>
        <translation>行走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk with the arrow keys or W A S D, or click a floor square to walk straight there. Follow the corridor to the box and push it onto the goal.</source>
        <translation>用方向键或 W A S D 行走，也可以点击地板格直接走过去。沿着通道走到箱子旁，把它推到目标点上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushing</source>
        <translation>推箱子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk into a box to push it. You can push only one box at a time and never pull, so step round to the side you want to push from.</source>
        <translation>朝箱子走过去就能推动它。一次只能推一个箱子，而且不能拉，所以要绕到你想推的那一侧。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals</source>
        <translation>目标点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The level is solved when every box stands on a goal. Any box may go on any goal, and a box on a goal changes colour.</source>
        <translation>每个箱子都放到目标点上，关卡就完成了。任何箱子都可以放到任何目标点上，放到目标点上的箱子会变色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corners</source>
        <translation>墙角</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box pushed into a corner can never move again: unless that corner is a goal, the level can no longer be solved. Look before each push.</source>
        <translation>被推进墙角的箱子再也动不了：除非那个角是目标点，否则这关就无解了。每推一步之前先看清楚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Along the walls</source>
        <translation>沿墙推动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box against a wall can only slide along it, since nothing can pull it away. Slide each box to the goal on its own wall, not into the far corner.</source>
        <translation>贴墙的箱子只能沿着墙移动，因为没有办法把它拉开。把每个箱子沿墙推到它那面墙上的目标点，不要推进远处的墙角。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nearest goal is not always the right one, and a box that looks finished can block another. Made a wrong push? Ctrl+Z, Backspace or a right click undoes a move, Ctrl+Y redoes it and R restarts the level.</source>
        <translation>最近的目标点不一定是对的，看似放好的箱子也可能挡住别的箱子。推错了？按 Ctrl+Z、Backspace 或点鼠标右键撤销一步，Ctrl+Y 重做，R 重新开始本关。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Putting it together</source>
        <translation>融会贯通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything at once: keep the boxes out of the corners, choose the order, and undo when you get stuck. Which goal has to be filled first?</source>
        <translation>综合运用：别把箱子推进墙角，想好推的顺序，卡住了就撤销。哪个目标点要先填上？</translation>
    </message>
</context>
<context>
    <name>UnsavedDataDialog</name>
    <message>
        <location filename="../../qml/shell/UnsavedDataDialog.qml" line="+25"/>
        <source>Some of your data is not saved</source>
        <translation>部分数据尚未保存</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>If you quit now, it is lost. Free some space or fix the folder, then try again.</source>
        <translation>如果现在退出，这些数据将会丢失。请腾出空间或修复文件夹，然后重试。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit anyway</source>
        <translation>仍然退出</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>tessera::BoardCellsModel</name>
    <message>
        <location filename="../../app/access/BoardCellsModel.cpp" line="+34"/>
        <source>row %1, column %2: %3</source>
        <extracomment>A board&apos;s cell as a screen reader says it: %1 its row, %2 its column (from 1), %3 what it holds.</extracomment>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: %2</source>
        <extracomment>One row of a board said by a screen reader: %1 its number, %2 its cells in order.</extracomment>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>tessera::EditorBoardModel</name>
    <message>
        <location filename="../../editor/EditorBoardModel.cpp" line="+90"/>
        <source>player, on a goal</source>
        <translation>玩家，在目标上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>player</source>
        <translation>玩家</translation>
    </message>
</context>
<context>
    <name>tessera::EditorGenerator</name>
    <message>
        <location filename="../../editor/EditorGenerator.cpp" line="+45"/>
        <source>There is no level to generate on.</source>
        <translation>没有可用于生成的关卡。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Place goals first: the boxes are placed for them.</source>
        <translation>请先放置目标点：箱子按目标点放置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the walls first: the level is open.</source>
        <translation>请先封闭墙壁：关卡是开放的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave some floor free beside the goals for the player.</source>
        <translation>请在目标点之外为玩家留出空地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No level could be proven solvable in time: give it more time.</source>
        <translation>未能及时证明任何关卡可解：请给更多时间。</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenRecords</name>
    <message>
        <location filename="../../app/services/FifteenRecords.cpp" line="+42"/>
        <source>it is not a Tessera Fifteen records file</source>
        <translation>这不是 Tessera 数字华容道记录文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the records of %1 are not an object</source>
        <translation>%1 的记录不是一个对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best moves of %1 are not a whole number of at least 1</source>
        <translation>%1 的最少步数不是不小于 1 的整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best time of %1 is not a whole number of milliseconds</source>
        <translation>%1 的最短用时不是以毫秒为单位的整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solved count of %1 is not a whole number of at least 1</source>
        <translation>%1 的完成次数不是不小于 1 的整数</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Fifteen records file</source>
        <translation>数字华容道记录文件</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The Fifteen records were not saved: %1</source>
        <translation>数字华容道记录未保存：%1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenSession</name>
    <message>
        <location filename="../../app/models/FifteenSession.cpp" line="+59"/>
        <source>%1, time %2</source>
        <extracomment>After each Fifteen move, for a screen reader: %1 the moves (&quot;12 moves&quot;), %2 the time.</extracomment>
        <translation>%1，用时 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The position is not valid: %1.</source>
        <translation>局面无效：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board is %1x%2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>棋盘为 %1x%2；本应用支持每边 %3 到 %4 格的尺寸。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The position is already solved.</source>
        <translation>该局面已经是完成状态。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position cannot be solved: its tiles are an odd permutation away from the solved order.</source>
        <translation>该局面无解：其数字块与完成顺序相差一个奇排列。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it was already solved</source>
        <translation>它已经完成</translation>
    </message>
    <message>
        <location filename="../../app/models/FifteenSession.h" line="+231"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1</source>
        <extracomment>A tile of the Fifteen board for a screen reader: %1 its number or letter.</extracomment>
        <translation>方块 %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenTables</name>
    <message>
        <location filename="../../app/services/FifteenTables.cpp" line="+134"/>
        <source>The solver&apos;s saved tables were damaged (%1) and have been rebuilt.</source>
        <translation>求解器保存的数据表已损坏（%1），已重新生成。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be saved, so they will be built again next time: %1</source>
        <translation>无法保存求解器的数据表，下次将重新生成：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be built (%1): hints are not always the shortest.</source>
        <translation>无法生成求解器的数据表（%1）：提示不一定是最短解。</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Scores</name>
    <message>
        <location filename="../../app/services/Game2048Scores.cpp" line="+60"/>
        <source>it is not a Tessera 2048 scores file</source>
        <translation>这不是 Tessera 2048 分数文件</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the scores of %1 are not an object</source>
        <translation>%1 的分数不是一个对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best score of %1 is not a whole number of at least 0</source>
        <translation>%1 的最高分不是不小于 0 的整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the high-score table of %1 is not a list</source>
        <translation>%1 的高分榜不是一个列表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry %1 of the %2 table</source>
        <translation>%2 高分榜中的第 %1 条记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an object</source>
        <translation>%1 不是一个对象</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>the high-score table of %1 has %n entries, more than %2</source>
        <translation>
            <numerusform>%1 的高分榜有 %n 条记录，超过了 %2 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has no name, or one longer than %n characters</source>
        <translation>
            <numerusform>%1 没有名字，或名字超过 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the score of %1 is not a whole number of at least 1</source>
        <translation>%1 的分数不是不小于 1 的整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest tile of %1 is not a tile value (2, 4, 8...)</source>
        <translation>%1 的最大方块不是有效的方块数值（2、4、8…）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date of %1 is not an ISO 8601 date and time</source>
        <translation>%1 的日期不是 ISO 8601 格式的日期和时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game of %1 is not text</source>
        <translation>%1 的游戏数据不是文本</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>2048 scores file</source>
        <translation>2048 分数文件</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>The 2048 scores were not saved: %1</source>
        <translation>2048 分数未保存：%1</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Session</name>
    <message>
        <location filename="../../app/models/Game2048Session.cpp" line="+44"/>
        <source>Score %1, best %2</source>
        <extracomment>After each 2048 move, for a screen reader: %1 the score, %2 the best score.</extracomment>
        <translation>得分 %1，最佳 %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>The board is not valid: %1</source>
        <translation>棋盘无效：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board has %1 and %2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>棋盘有%1、%2；本程序支持每边 %3 到 %4 格。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+209"/>
        <source>%n rows</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <location line="+209"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n 列</numerusform>
        </translation>
    </message>
    <message>
        <location line="-205"/>
        <source>The seed must be a whole number from 0.</source>
        <translation>种子必须是从 0 起的整数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score must be a whole number from 0.</source>
        <translation>分数必须是从 0 起的整数。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Keep going or start a new game first</source>
        <translation>请先选择继续游戏或开始新游戏</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the last %n moves can be undone</source>
        <translation>
            <numerusform>只能撤销最后 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to undo yet</source>
        <translation>还没有可撤销的步骤</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>it is not a saved 2048 game</source>
        <translation>这不是保存的 2048 游戏</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not a saved 2048 game of this version</source>
        <translation>这不是此版本保存的 2048 游戏</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is missing</source>
        <translation>缺少游戏数据</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>its board has %1 and %2</source>
        <translation>其棋盘有%1、%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it was already over</source>
        <translation>它已经结束</translation>
    </message>
    <message>
        <location filename="../../app/models/Game2048Session.h" line="+212"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
</context>
<context>
    <name>tessera::GameSession</name>
    <message>
        <location filename="../../app/models/GameSession.cpp" line="+48"/>
        <source>Your unfinished game could not be restored (%1). A new game was started.</source>
        <translation>无法恢复你未完成的游戏（%1）。已开始新游戏。</translation>
    </message>
</context>
<context>
    <name>tessera::GameSpeech</name>
    <message>
        <location filename="../../app/access/GameSpeech.cpp" line="+23"/>
        <source>Box pushed</source>
        <translation>推动了箱子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box on a goal</source>
        <translation>箱子到达目标</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box off its goal</source>
        <translation>箱子离开了目标</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blocked</source>
        <translation>走不通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move undone</source>
        <translation>已撤销一步</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Merged into %1, %n points</source>
        <extracomment>A 2048 merge for a screen reader: %1 the largest tile made, %n the points it scored.</extracomment>
        <translation>
            <numerusform>合并成 %1，得 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level solved!</source>
        <translation>过关了！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made 2048!</source>
        <translation>你拼出了 2048！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle solved!</source>
        <translation>拼图完成！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move left: game over</source>
        <translation>无路可走：游戏结束</translation>
    </message>
</context>
<context>
    <name>tessera::GamepadInput</name>
    <message>
        <location filename="../../app/input/GamepadInput.cpp" line="+253"/>
        <source>Game controller</source>
        <translation>游戏手柄</translation>
    </message>
</context>
<context>
    <name>tessera::KeyBindings</name>
    <message>
        <location filename="../../app/input/KeyBindings.cpp" line="+276"/>
        <source>Press a key, with Ctrl or Shift if you like: a modifier alone cannot be one, and Alt and Meta belong to the menus.</source>
        <translation>请按一个键，可以同时按 Ctrl 或 Shift：单独的修饰键不能作为按键，Alt 和 Meta 留给菜单使用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Esc and Tab move through the dialogs: they cannot be chosen.</source>
        <translation>Esc 和 Tab 用于在对话框中移动：不能选择它们。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already the key of “%2” (%3). Choose another key, or give that one another key first.</source>
        <translation>%1 已经是“%2”（%3）的按键。请换一个键，或先给那个操作另一个键。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is now the key of “%2” (%3): give that one another key first.</source>
        <translation>%1 现在是“%2”（%3）的按键：请先给那个操作另一个键。</translation>
    </message>
</context>
<context>
    <name>tessera::LevelEditorSession</name>
    <message>
        <location filename="../../editor/LevelEditorSession.cpp" line="+94"/>
        <source>A level is 3 to 128 cells wide and high.</source>
        <translation>关卡的宽和高为 3 到 128 格。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+42"/>
        <source>There is no level library to open %1 from.</source>
        <translation>没有可从中打开 %1 的关卡库。</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 has no level %2.</source>
        <translation>%1 中没有第 %2 关。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such level collection.</source>
        <translation>没有这个关卡集。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+389"/>
        <source>%1, level %2</source>
        <translation>%1，第 %2 关</translation>
    </message>
    <message>
        <location line="-356"/>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A level is 1 to 128 cells wide and high.</source>
        <translation>关卡的宽和高为 1 到 128 格。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to trim: every edge row and column is in use.</source>
        <translation>无需裁边：边缘的每一行和每一列都在使用中。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Normalise needs exactly one player: it keeps what the player can reach.</source>
        <translation>规整需要恰好一个玩家：它只保留玩家能到达的部分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level is already normal.</source>
        <translation>关卡已经是规整的。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Level copied as XSB text</source>
        <translation>关卡已复制为 XSB 文本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no level (XSB text).</source>
        <translation>剪贴板中没有关卡（XSB 文本）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level is empty or too large.</source>
        <translation>粘贴的关卡为空或过大。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pasted the first of %n levels</source>
        <translation>
            <numerusform>已粘贴 %n 个关卡中的第一个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level pasted</source>
        <translation>关卡已粘贴</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Generated level placed: Undo takes it back.</source>
        <translation>已放入生成的关卡：撤销可恢复。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved: %1 (it cannot be played yet)</source>
        <translation>已保存：%1（暂时无法游玩）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>There is no level library to save into.</source>
        <translation>没有可保存到的关卡库。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No file name was given.</source>
        <translation>未提供文件名。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>level</source>
        <translation>关卡</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Test play</source>
        <translation>试玩</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>New level for %1</source>
        <translation>%1 的新关卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy of %1</source>
        <translation>%1 的副本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>新建关卡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save in place: %1</source>
        <translation>原位保存：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save: add it to %1</source>
        <translation>保存：添加到 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save: add it to My levels</source>
        <translation>保存：添加到“我的关卡”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>My levels (%1) cannot be read (%2). Save cannot add this level to it; Save as… keeps it in another file.</source>
        <translation>无法读取“我的关卡”（%1）（%2）。“保存”无法把此关卡加入其中；“另存为…”可将它保存到其他文件。</translation>
    </message>
</context>
<context>
    <name>tessera::ResumeState</name>
    <message>
        <location filename="../../app/services/ResumeState.cpp" line="+48"/>
        <source>it is not a Tessera session file</source>
        <translation>这不是 Tessera 会话文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;sokoban&quot; is not an object</source>
        <translation>&quot;sokoban&quot; 不是一个对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;games&quot; is not an object</source>
        <translation>&quot;games&quot; 不是一个对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>session file</source>
        <translation>会话文件</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session file %1: the Sokoban position has bad fields; it is ignored.</source>
        <translation>会话文件 %1：推箱子局面的字段有误，已忽略。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session file %1: the state of %2 is not a string; it is ignored.</source>
        <translation>会话文件 %1：%2 的状态不是字符串，已忽略。</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanAssistant</name>
    <message>
        <location filename="../../app/models/SokobanAssistant.cpp" line="+156"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solved in %n pushes from here by the standard rules, one box a push</source>
        <translation>
            <numerusform>按标准规则（每次推一个箱子），从此处推动 %n 次即可解决</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n pushes from here</source>
        <translation>
            <numerusform>从这里推动 %n 次即可完成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Found a solution from here: %n pushes.</source>
        <translation>
            <numerusform>已找到从这里开始的解法：推动 %n 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</source>
        <translation>
            <numerusform>将标记的箱子向%1推（按标准规则，每次推一个箱子，还需推动 %n 次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Push the marked box %1 (%n pushes to go).</source>
        <translation>
            <numerusform>将标记的箱子向%1推（还需推动 %n 次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n undos get back to a position they can solve</source>
        <translation>
            <numerusform>%1：撤销 %n 步即可回到按标准规则可解的局面</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the standard rules this level cannot be solved, even from its start: its best solution was made with train push.</source>
        <translation>按标准规则，此关卡即使从开局开始也无解：本关的最佳解是用连推完成的。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n undos get back to a solvable position.</source>
        <translation>
            <numerusform>%1：撤销 %n 步即可回到可解局面。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By the standard rules (one box a push): %1. Train push is on, and with it this may still be solved.</source>
        <translation>按标准规则（每次只推一个箱子）：%1。连推已开启，用连推仍可能解决。</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This position cannot be solved: %1</source>
        <translation>此局面无解：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: %1</source>
        <translation>未找到解法：%1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+9"/>
        <source>This position can no longer be solved</source>
        <translation>此局面已无解</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This level cannot be solved, even from its start.</source>
        <translation>此关卡无解，即使从开局开始也不行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Undo to get back to a solvable position.</source>
        <translation>%1。请撤销以回到可解局面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint: %1</source>
        <translation>无提示：%1</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanBoardModel</name>
    <message>
        <location filename="../../app/models/SokobanBoardModel.cpp" line="+106"/>
        <source>outside</source>
        <translation>外面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you, on a goal</source>
        <translation>你，在目标上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>box on a goal</source>
        <translation>目标上的箱子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box</source>
        <translation>箱子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>floor</source>
        <translation>地面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, dead square</source>
        <extracomment>A cell from which no box can reach a goal: %1 is what it holds (&quot;floor&quot;).</extracomment>
        <translation>%1，死格</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanOptimiser</name>
    <message>
        <location filename="../../app/models/SokobanOptimiser.cpp" line="+49"/>
        <source>There is no level to optimise a solution of.</source>
        <translation>没有可以优化解法的关卡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only solutions by the standard rules can be optimised.</source>
        <translation>只能优化按标准规则完成的解法。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solve the level first: the optimiser shortens your own solution.</source>
        <translation>请先完成本关：优化器缩短的是你自己的解法。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Optimising...</source>
        <translation>正在优化...</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Optimising: %Ln positions, %1 s</source>
        <translation>
            <numerusform>正在优化：%Ln 个局面，%1 秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That solution does not solve this level: nothing to optimise.</source>
        <translation>该解法无法完成本关：没有可优化的内容。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimising stopped: no shorter solution found so far.</source>
        <translation>优化已停止：目前没有找到更短的解法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shorter solution found.</source>
        <translation>没有找到更短的解法。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 → %2 moves, %3 → %4 pushes</source>
        <translation>移动 %1 → %2 步，推动 %3 → %4 次</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimised: %1. Kept as your best (optimised).</source>
        <translation>已优化：%1。已保存为你的最佳（优化所得）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimised: %1. Your best is shorter still.</source>
        <translation>已优化：%1。你的最佳解法更短。</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanReplay</name>
    <message>
        <location filename="../../app/models/SokobanReplay.cpp" line="+61"/>
        <source>This level cannot be played, so nothing can be replayed on it.</source>
        <translation>此关卡无法游玩，因此无法在其上回放。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No solution of this level to replay yet.</source>
        <translation>此关卡还没有可回放的解法。</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+38"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>解法在第 %1 步与此关卡不符。</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSession</name>
    <message>
        <location filename="../../app/models/SokobanSession.cpp" line="+92"/>
        <source>This level cannot be played.</source>
        <translation>此关卡无法游玩。</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionLevels.cpp" line="+18"/>
        <source>There is no such level collection.</source>
        <translation>没有这个关卡集。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no level.</source>
        <translation>%1 中没有关卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no level %2.</source>
        <translation>%1 中没有第 %2 关。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no level library to open %1 from.</source>
        <translation>没有可从中打开 %1 的关卡库。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only files on this computer can be opened: %1</source>
        <translation>只能打开本机上的文件：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../app/models/SokobanSessionText.cpp" line="+97"/>
        <source>Pasted level</source>
        <translation>粘贴的关卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The text holds no Sokoban level.</source>
        <translation>文本中没有推箱子关卡。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The level you played last is no longer in the level library.</source>
        <translation>上次玩的关卡已不在关卡库中。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&quot;%1&quot; was removed from the level library.</source>
        <translation>已从关卡库中移除“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionText.cpp" line="-35"/>
        <source>There is no level to copy.</source>
        <translation>没有可复制的关卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level copied as XSB</source>
        <translation>关卡已复制为 XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No moves to copy yet.</source>
        <translation>还没有可复制的移动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves copied as LURD</source>
        <translation>移动已复制为 LURD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best solution copied as LURD</source>
        <translation>最佳解法已复制为 LURD</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The clipboard holds neither a Sokoban level nor a solution.</source>
        <translation>剪贴板中既没有推箱子关卡，也没有解法。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2, %3</source>
        <extracomment>After each Sokoban move, for a screen reader: %1 &quot;12 moves&quot;, %2 &quot;3 pushes&quot;, %3 the boxes on goals (&quot;1 of 3 boxes on goals&quot;).</extracomment>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>推 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n boxes on goals</source>
        <translation>
            <numerusform>%n 个箱子中有 %1 个在目标上</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>left</source>
        <translation>左边</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up</source>
        <translation>上边</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>右边</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation>下边</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <extracomment>What the player has beside them: %1 a thing (&quot;wall&quot;), %2 a way (&quot;left&quot;).</extracomment>
        <translation>%2紧挨着%1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 %n cells %2</source>
        <extracomment>What the player has further away: %1 a thing (&quot;goal&quot;), %n how many cells away, %2 a way (&quot;up&quot;).</extracomment>
        <translation>
            <numerusform>%2 %n 格处有%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outside</source>
        <translation>外面</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>box on a goal</source>
        <translation>目标上的箱子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box</source>
        <translation>箱子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>goal</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSnapshots</name>
    <message>
        <location filename="../../app/models/SokobanSnapshots.cpp" line="+27"/>
        <source>snapshot file</source>
        <translation>快照文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a Tessera snapshot file</source>
        <translation>不是 Tessera 快照文件</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Snapshots cannot be saved: %1</source>
        <translation>无法保存快照：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Snapshots could not be saved: %1</source>
        <translation>快照保存失败：%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no position to save here.</source>
        <translation>这里没有可保存的局面。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Snapshots keep forward play: leave reverse mode (B) to save one.</source>
        <translation>快照只保存正向游戏：请先退出反向模式（B）再保存。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Snapshot %1</source>
        <translation>快照 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Saved &quot;%1&quot; (%n moves)</source>
        <translation>
            <numerusform>已保存“%1”（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its move %1 is not a move</source>
        <translation>其第 %1 步不是有效的移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its move %1 cannot be played on this level</source>
        <translation>其第 %1 步无法在本关走出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its moves lead to another position on this level</source>
        <translation>其步骤在本关会到达另一个局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the level cannot be played</source>
        <translation>本关无法进行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; was made with train push: turn it on in Settings to restore it.</source>
        <translation>“%1”是在连推规则下保存的：请在设置中开启连推后再恢复。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; does not fit this level any more: %2.</source>
        <translation>“%1”已不再适用于本关：%2。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to &quot;%1&quot;</source>
        <translation>已回到“%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No snapshot of this level yet: F5 saves one.</source>
        <translation>本关还没有快照：按 F5 保存一个。</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSolverRunner</name>
    <message>
        <location filename="../../app/models/SokobanSolverRunner.cpp" line="+84"/>
        <source>Searching...</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%Ln positions, %1 s</source>
        <translation>
            <numerusform>%Ln 个局面，%1 秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No sequence of pushes solves this position</source>
        <translation>没有任何推动序列能解开此局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within %1 s</source>
        <translation>%1 秒内未能判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the memory limit</source>
        <translation>在内存限制内未能判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The level cannot be played</source>
        <translation>此关卡无法游玩</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A box is stuck in a corner</source>
        <translation>有箱子卡在角落里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A box is on a square from which it can never reach a goal</source>
        <translation>有箱子位于永远无法到达目标点的格子上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are jammed in a square block</source>
        <translation>箱子挤成了方块，无法推动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are frozen where they can never move again</source>
        <translation>箱子被卡死，再也无法移动</translation>
    </message>
</context>
<context>
    <name>tessera::StorageNotices</name>
    <message>
        <location filename="../../app/services/StorageNotices.cpp" line="+279"/>
        <source>Your settings cannot be saved in %1.</source>
        <translation>无法在 %1 中保存你的设置。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file %1 is damaged; Tessera started with the settings it could read.</source>
        <translation>你的设置文件 %1 已损坏；Tessera 已使用能读取的设置启动。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solver still works; it may be slower until the tables are ready.</source>
        <translation>求解器仍可使用；在数据表准备好之前可能会较慢。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else works as usual.</source>
        <translation>其他功能均照常工作。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can keep playing: solved levels are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>你可以继续玩：已完成的关卡会保留到 Tessera 关闭，并在文件夹恢复可写后立即保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing; Tessera may not reopen where you left off.</source>
        <translation>你可以继续玩；Tessera 下次可能无法回到你离开时的位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep playing: scores are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>你可以继续玩：分数会保留到 Tessera 关闭，并在文件夹恢复可写后立即保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing: records are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>你可以继续玩：记录会保留到 Tessera 关闭，并在文件夹恢复可写后立即保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your levels are still open; nothing was half-written.</source>
        <translation>你的关卡仍处于打开状态；没有任何文件被写入一半。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes apply until Tessera closes.</source>
        <translation>更改在 Tessera 关闭前有效。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver still works; the tables are built again next time.</source>
        <translation>求解器仍可使用；下次将重新生成数据表。</translation>
    </message>
</context>
</TS>
