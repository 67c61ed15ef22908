// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <functional>

// A tmux server of its own (its own socket, so it never meets the user's tmux or another
// test's), running one detached session of a fixed size. Killed with the object, which waits
// for the pane's processes to end: a game saves when its terminal hangs up, and a save landing
// after the test's temporary directory is gone would make it again and leave it behind.
class TmuxSession
{
public:
    TmuxSession()
    {
        static int count = 0;
        m_socket = QStringLiteral("tessera-test-%1-%2")
                       .arg(QCoreApplication::applicationPid())
                       .arg(++count);
        // No status line: the pane gets every row of the window.
        m_config = m_dir.filePath(QStringLiteral("tmux.conf"));
        QFile config(m_config);
        if (config.open(QIODevice::WriteOnly))
            config.write("set -g status off\n");
    }
    ~TmuxSession()
    {
        tmux({QStringLiteral("kill-server")});
        if (m_paneSession <= 0)
            return;
        const QDeadlineTimer deadline(10000);
        while (sessionHasLiveProcess(m_paneSession) && !deadline.hasExpired())
            QThread::msleep(20);
    }
    TmuxSession(const TmuxSession &) = delete;
    TmuxSession &operator=(const TmuxSession &) = delete;

    // Runs `command` (a shell command line) in a width x height window.
    bool start(int width, int height, const QString &command)
    {
        const bool started =
            tmux({QStringLiteral("new-session"), QStringLiteral("-d"), QStringLiteral("-x"),
                  QString::number(width), QStringLiteral("-y"), QString::number(height),
                  QStringLiteral("-s"), QStringLiteral("play"), command});
        // The pane's first process leads a session of its own: everything the pane runs.
        if (started)
            m_paneSession = panePid();
        return started;
    }

    // Key names as tmux knows them: "Left", "C-c", "q", "Enter".
    bool sendKeys(const QStringList &keys)
    {
        return tmux(
            QStringList{QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("play")} +
            keys);
    }
    // Literal text typed into the pane.
    bool type(const QString &text)
    {
        return tmux({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("play"),
                     QStringLiteral("-l"), text});
    }

    bool resize(int width, int height)
    {
        return tmux({QStringLiteral("resize-window"), QStringLiteral("-t"), QStringLiteral("play"),
                     QStringLiteral("-x"), QString::number(width), QStringLiteral("-y"),
                     QString::number(height)});
    }

    // What the pane shows, one string per row.
    QString capture()
    {
        return output({QStringLiteral("capture-pane"), QStringLiteral("-p"), QStringLiteral("-t"),
                       QStringLiteral("play")});
    }

    // The process id of the pane's command (the shell, when the session runs one).
    qint64 panePid()
    {
        return output({QStringLiteral("display-message"), QStringLiteral("-p"),
                       QStringLiteral("-t"), QStringLiteral("play"), QStringLiteral("#{pane_pid}")})
            .trimmed()
            .toLongLong();
    }

    // Waits (up to 15 s) until the screen satisfies `ready`; returns the last screen seen.
    // A frame can reach tmux in several reads, so a screen that satisfies `ready` is returned
    // once it has settled (the same 30 ms later), or when the next no longer satisfies it (a
    // passing message).
    QString waitFor(const std::function<bool(const QString &)> &ready)
    {
        QDeadlineTimer deadline(15000);
        QString screen;
        do {
            screen = capture();
            if (ready(screen)) {
                for (int settle = 0; settle < 20; ++settle) {
                    QThread::msleep(30);
                    const QString next = capture();
                    if (next == screen || !ready(next))
                        break;
                    screen = next;
                }
                return screen;
            }
            QThread::msleep(50);
        } while (!deadline.hasExpired());
        return screen;
    }
    QString waitForText(const QString &text)
    {
        return waitFor([&text](const QString &s) { return s.contains(text); });
    }

private:
    // Whether a process other than a zombie belongs to the session (Linux's /proc).
    static bool sessionHasLiveProcess(qint64 session)
    {
        const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &pid : pids) {
            QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            // pid (name) state ppid pgrp session ...; the name may hold spaces and parentheses.
            const QByteArray stat = file.readAll();
            const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 3 && fields.at(3).toLongLong() == session && fields.at(0) != "Z")
                return true;
        }
        return false;
    }

    QString output(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral("tmux"),
                QStringList{QStringLiteral("-L"), m_socket, QStringLiteral("-f"), m_config} + args);
        p.waitForFinished(10000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    bool tmux(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral("tmux"),
                QStringList{QStringLiteral("-L"), m_socket, QStringLiteral("-f"), m_config} + args);
        return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit &&
               p.exitCode() == 0;
    }

    QTemporaryDir m_dir;
    qint64 m_paneSession = 0;
    QString m_socket;
    QString m_config;
};

// A word of a shell command line, quoted for sh.
inline QString shellQuoted(const QString &word)
{
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}
