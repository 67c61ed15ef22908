// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <utility>

namespace tessera {

// What every setter of a service (settings, a store, a library, a game model) does: nothing
// when it is the one already set; otherwise the old one's connections to `receiver` go, the
// new one is kept and `connectNew(service)` connects it (when it is not null). Returns whether
// it changed, so the setter emits its signals only then.
template <typename Holder, typename Service, typename ConnectNew>
bool rebindService(Holder &held, Service *service, QObject *receiver, ConnectNew &&connectNew)
{
    if (held == service)
        return false;
    if (held)
        QObject::disconnect(held, nullptr, receiver, nullptr);
    held = service;
    if (service)
        std::forward<ConnectNew>(connectNew)(service);
    return true;
}

} // namespace tessera
