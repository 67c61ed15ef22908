// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GamepadInput.h"

#include "StartupPhases.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QLibrary>
#include <QPointer>
#include <cstdlib>
#include <optional>

#ifdef TESSERA_HAVE_SDL2
#include <SDL.h>
#endif

namespace tessera {

namespace {

#ifdef TESSERA_HAVE_SDL2
// SDL2's functions, from the library start() loads, not linked: linked, SDL2 and the libraries
// it needs (Wayland, X extensions, PulseAudio...) load with the app, before its first frame
// (2.2 MB resident then, bench_startup.sh), for the controller most players never plug in.
struct Sdl
{
    decltype(&::SDL_SetHint) SetHint = nullptr;
    decltype(&::SDL_Init) Init = nullptr;
    decltype(&::SDL_QuitSubSystem) QuitSubSystem = nullptr;
    decltype(&::SDL_Quit) Quit = nullptr;
    decltype(&::SDL_PollEvent) PollEvent = nullptr;
    decltype(&::SDL_GameControllerEventState) GameControllerEventState = nullptr;
    decltype(&::SDL_GameControllerOpen) GameControllerOpen = nullptr;
    decltype(&::SDL_GameControllerClose) GameControllerClose = nullptr;
    decltype(&::SDL_GameControllerName) GameControllerName = nullptr;
    decltype(&::SDL_GameControllerGetAxis) GameControllerGetAxis = nullptr;
    decltype(&::SDL_GameControllerGetJoystick) GameControllerGetJoystick = nullptr;
    decltype(&::SDL_JoystickInstanceID) JoystickInstanceID = nullptr;
};

template <typename Function>
bool resolve(QLibrary &library, const char *name, Function &function)
{
    function = reinterpret_cast<Function>(library.resolve(name));
    return function != nullptr;
}

// SDL2's functions; null when the library (libsdl2-2.0-0) cannot be loaded. Loaded once and
// never unloaded.
const Sdl *loadSdl()
{
    static const std::optional<Sdl> loaded = []() -> std::optional<Sdl> {
        QLibrary library(QStringLiteral("SDL2-2.0"), 0);
        Sdl f;
        const bool all =
            resolve(library, "SDL_SetHint", f.SetHint) && resolve(library, "SDL_Init", f.Init) &&
            resolve(library, "SDL_QuitSubSystem", f.QuitSubSystem) &&
            resolve(library, "SDL_Quit", f.Quit) &&
            resolve(library, "SDL_PollEvent", f.PollEvent) &&
            resolve(library, "SDL_GameControllerEventState", f.GameControllerEventState) &&
            resolve(library, "SDL_GameControllerOpen", f.GameControllerOpen) &&
            resolve(library, "SDL_GameControllerClose", f.GameControllerClose) &&
            resolve(library, "SDL_GameControllerName", f.GameControllerName) &&
            resolve(library, "SDL_GameControllerGetAxis", f.GameControllerGetAxis) &&
            resolve(library, "SDL_GameControllerGetJoystick", f.GameControllerGetJoystick) &&
            resolve(library, "SDL_JoystickInstanceID", f.JoystickInstanceID);
        if (!all)
            return std::nullopt;
        return f;
    }();
    return loaded ? &*loaded : nullptr;
}

// Set by start() once SDL runs; every other SDL call happens only then.
const Sdl *s_sdl = nullptr;

GamepadButton::Button fromSdl(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A:
        return GamepadButton::A;
    case SDL_CONTROLLER_BUTTON_B:
        return GamepadButton::B;
    case SDL_CONTROLLER_BUTTON_X:
        return GamepadButton::X;
    case SDL_CONTROLLER_BUTTON_Y:
        return GamepadButton::Y;
    case SDL_CONTROLLER_BUTTON_BACK:
        return GamepadButton::Back;
    case SDL_CONTROLLER_BUTTON_START:
        return GamepadButton::Start;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return GamepadButton::LeftShoulder;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return GamepadButton::RightShoulder;
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return GamepadButton::DpadUp;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return GamepadButton::DpadDown;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return GamepadButton::DpadLeft;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return GamepadButton::DpadRight;
    case SDL_CONTROLLER_BUTTON_LEFTSTICK:
        return GamepadButton::LeftStick;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
        return GamepadButton::RightStick;
    default:
        return GamepadButton::None;
    }
}
#endif

} // namespace

GamepadInput *GamepadInput::instance()
{
    static QPointer<GamepadInput> theInstance;
    if (!theInstance)
        theInstance = new GamepadInput(QCoreApplication::instance());
    return theInstance;
}

GamepadInput *GamepadInput::create(QQmlEngine *, QJSEngine *)
{
    GamepadInput *input = instance();
    QJSEngine::setObjectOwnership(input, QJSEngine::CppOwnership);
    return input;
}

GamepadInput::GamepadInput(QObject *parent) : QObject(parent)
{
    m_clock.start();
    connect(&m_timer, &QTimer::timeout, this, &GamepadInput::poll);
}

void GamepadInput::start()
{
    if (m_started)
        return;
    m_started = true;
    StartupPhases::Scope phase("sdl");
#ifdef TESSERA_HAVE_SDL2
    const Sdl *sdl = loadSdl();
    if (!sdl)
        return; // no controllers then; the keyboard and the mouse are enough
    // SDL leaves the signals and the rest of the process to Qt.
    sdl->SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    sdl->SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (sdl->Init(SDL_INIT_GAMECONTROLLER) != 0)
        return;
    s_sdl = sdl;
    m_available = true;
    s_sdl->GameControllerEventState(SDL_ENABLE);
    // Controllers already plugged in arrive as "added" events on the first poll.
    updatePollRate();
    QTimer::singleShot(0, this, &GamepadInput::poll);
    emit availableChanged();
#endif
}

GamepadInput::~GamepadInput()
{
#ifdef TESSERA_HAVE_SDL2
    if (!m_available)
        return;
    for (auto &[id, pad] : m_pads)
        s_sdl->GameControllerClose(static_cast<SDL_GameController *>(pad.controller));
    m_pads.clear();
    s_sdl->QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    s_sdl->Quit();
    s_sdl = nullptr;
#endif
}

QStringList GamepadInput::controllers() const
{
    QStringList names;
    for (const auto &[id, pad] : m_pads)
        names.append(pad.name);
    return names;
}

void GamepadInput::poll()
{
#ifdef TESSERA_HAVE_SDL2
    if (!m_available)
        return;
    SDL_Event event;
    while (s_sdl->PollEvent(&event)) {
        switch (event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            open(event.cdevice.which);
            break;
        case SDL_CONTROLLERDEVICEREMOVED:
            close(event.cdevice.which);
            break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP: {
            const auto found = m_pads.find(event.cbutton.which);
            const GamepadButton::Button button = fromSdl(event.cbutton.button);
            if (found == m_pads.end() || button == GamepadButton::None)
                break;
            if (event.type == SDL_CONTROLLERBUTTONDOWN)
                press(found->second, button);
            else
                release(found->second, button);
            break;
        }
        case SDL_CONTROLLERAXISMOTION: {
            const auto found = m_pads.find(event.caxis.which);
            if (found == m_pads.end())
                break;
            if (event.caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT) {
                moveTrigger(found->second, GamepadButton::LeftTrigger, event.caxis.value);
                break;
            }
            if (event.caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
                moveTrigger(found->second, GamepadButton::RightTrigger, event.caxis.value);
                break;
            }
            auto *controller = static_cast<SDL_GameController *>(found->second.controller);
            moveStick(found->second,
                      s_sdl->GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX),
                      s_sdl->GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY));
            break;
        }
        default:
            break;
        }
    }
    repeatHeld();
#endif
}

void GamepadInput::open(int deviceIndex)
{
#ifdef TESSERA_HAVE_SDL2
    SDL_GameController *controller = s_sdl->GameControllerOpen(deviceIndex);
    if (!controller)
        return;
    const int id = s_sdl->JoystickInstanceID(s_sdl->GameControllerGetJoystick(controller));
    if (m_pads.count(id) > 0) {
        s_sdl->GameControllerClose(controller); // opened twice: SDL counts references
        return;
    }
    const char *name = s_sdl->GameControllerName(controller);
    Pad pad;
    pad.controller = controller;
    pad.name = name ? QString::fromUtf8(name) : tr("Game controller");
    const QString shown = pad.name;
    m_pads.emplace(id, std::move(pad));
    updatePollRate();
    emit controllersChanged();
    emit controllerConnected(shown);
#else
    Q_UNUSED(deviceIndex)
#endif
}

void GamepadInput::close(int instanceId)
{
#ifdef TESSERA_HAVE_SDL2
    const auto found = m_pads.find(instanceId);
    if (found == m_pads.end())
        return;
    Pad pad = std::move(found->second);
    m_pads.erase(found);
    if (m_repeating != GamepadButton::None && !heldAnywhere(m_repeating))
        m_repeating = GamepadButton::None;
    s_sdl->GameControllerClose(static_cast<SDL_GameController *>(pad.controller));
    updatePollRate();
    emit controllersChanged();
    emit controllerDisconnected(pad.name);
#else
    Q_UNUSED(instanceId)
#endif
}

bool GamepadInput::heldAnywhere(GamepadButton::Button button) const
{
    for (const auto &[id, pad] : m_pads) {
        if (pad.held.count(button) > 0 || pad.stick == button)
            return true;
    }
    return false;
}

void GamepadInput::press(Pad &pad, GamepadButton::Button button)
{
    if (!pad.held.insert(button).second)
        return;
    m_repeating = GamepadButton::isDirection(button) ? button : GamepadButton::None;
    m_nextRepeatMs = m_clock.elapsed() + repeatDelayMs;
    emit buttonPressed(button, false);
}

void GamepadInput::release(Pad &pad, GamepadButton::Button button)
{
    pad.held.erase(button);
    if (button == m_repeating && !heldAnywhere(button))
        m_repeating = GamepadButton::None;
}

void GamepadInput::moveStick(Pad &pad, int x, int y)
{
    GamepadButton::Button direction = GamepadButton::None;
    if (std::abs(x) >= std::abs(y) && std::abs(x) > stickDeadZone)
        direction = x < 0 ? GamepadButton::DpadLeft : GamepadButton::DpadRight;
    else if (std::abs(y) > stickDeadZone)
        direction = y < 0 ? GamepadButton::DpadUp : GamepadButton::DpadDown;
    if (direction == pad.stick)
        return;
    const GamepadButton::Button before = pad.stick;
    pad.stick = direction;
    if (before != GamepadButton::None && before == m_repeating && !heldAnywhere(before))
        m_repeating = GamepadButton::None;
    if (direction != GamepadButton::None && pad.held.count(direction) == 0) {
        m_repeating = direction;
        m_nextRepeatMs = m_clock.elapsed() + repeatDelayMs;
        emit buttonPressed(direction, false);
    }
}

void GamepadInput::moveTrigger(Pad &pad, GamepadButton::Button trigger, int value)
{
    if (value >= triggerPressed)
        press(pad, trigger); // a trigger already held is not pressed again
    else if (value < triggerReleased)
        release(pad, trigger);
}

void GamepadInput::repeatHeld()
{
    if (m_repeating == GamepadButton::None)
        return;
    const qint64 now = m_clock.elapsed();
    if (now < m_nextRepeatMs)
        return;
    // One repeat per poll at most: a late poll does not fire a burst.
    m_nextRepeatMs = now + repeatIntervalMs;
    emit buttonPressed(m_repeating, true);
}

void GamepadInput::updatePollRate()
{
    m_timer.start(m_pads.empty() ? idlePollMs : activePollMs);
}

} // namespace tessera
