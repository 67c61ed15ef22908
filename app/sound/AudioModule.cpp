// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libtessera-audio.so: the sound output over Qt Multimedia, loaded by SoundEffects (AudioOutput.h).

#include "AudioOutput.h"
#include "SoundMixer.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QtGlobal>

extern "C" Q_DECL_EXPORT tessera::AudioOutput *tessera_open_audio_output(QObject *parent)
{
    if (QMediaDevices::audioOutputs().isEmpty())
        return nullptr;
    auto *mixer = new tessera::SoundMixer(parent);
    if (!mixer->open()) {
        delete mixer;
        return nullptr;
    }
    return mixer;
}
