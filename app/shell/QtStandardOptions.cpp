// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "QtStandardOptions.h"

#include <QLatin1String>
#include <array>

namespace tessera {

namespace {

struct QtOption
{
    const char *name;
    const char *value; // nullptr for a flag
};

// What Qt 6.4's QGuiApplication, QCoreApplication (-qmljsdebugger) and the xcb plugin take out
// of argv (checked by running a QGuiApplication with each).
constexpr std::array<QtOption, 19> qtOptions{{
    {"platform", "name[:options]"},
    {"platformpluginpath", "path"},
    {"platformtheme", "theme"},
    {"plugin", "plugin"},
    {"style", "style"},
    {"qwindowgeometry", "geometry"},
    {"qwindowtitle", "title"},
    {"qwindowicon", "icon"},
    {"session", "session"},
    {"reverse", nullptr},
    {"testability", nullptr},
    // The X11 (xcb) platform's own options.
    {"display", "display"},
    {"name", "name"},
    {"geometry", "geometry"},
    {"title", "title"},
    {"icon", "icon"},
    {"sync", nullptr},
    {"nograb", nullptr},
    {"dograb", nullptr},
}};

// Qt reads these two also as "-style=NAME" and "-qmljsdebugger=..." (the debugger has no other
// form).
constexpr std::array<const char *, 2> attachedValueOptions{{"style", "qmljsdebugger"}};

const QtOption *findOption(const QString &name)
{
    for (const QtOption &option : qtOptions) {
        if (name == QLatin1String(option.name))
            return &option;
    }
    return nullptr;
}

} // namespace

QtStandardOptions QtStandardOptions::split(const QStringList &arguments)
{
    QtStandardOptions result;
    if (arguments.isEmpty())
        return result;
    result.ownArguments.append(arguments.first());
    bool optionsEnded = false;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (optionsEnded || !argument.startsWith(QLatin1Char('-')) || argument.size() < 2) {
            result.ownArguments.append(argument);
            continue;
        }
        if (argument == QLatin1String("--")) {
            optionsEnded = true;
            result.ownArguments.append(argument);
            continue;
        }
        const QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);

        bool attached = false;
        for (const char *option : attachedValueOptions) {
            const QString prefix = QLatin1String(option) + QLatin1Char('=');
            if (name.startsWith(prefix)) {
                attached = true;
                result.qtArguments.append(argument);
                if (QLatin1String(option) == QLatin1String("style"))
                    result.style = name.mid(prefix.size());
            }
        }
        if (attached)
            continue;

        const QtOption *option = findOption(name);
        // An option that needs a value but comes last is left alone, as Qt leaves it.
        if (!option || (option->value && i + 1 >= arguments.size())) {
            result.ownArguments.append(argument);
            continue;
        }
        result.qtArguments.append(argument);
        if (option->value) {
            const QString &value = arguments.at(++i);
            result.qtArguments.append(value);
            if (name == QLatin1String("style"))
                result.style = value;
        }
    }
    return result;
}

} // namespace tessera
