/* gmp-shipped.h: the scenarios that come with the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/scenarios/ holds scenarios built with the editor's actions, each in
 * English and in Brazilian Portuguese (NAME.pt_BR.gmpscenario)
 * (tests/test-shipped.c makes them and checks that each validates, loads
 * and saves back byte for byte, and plays to the end). They are compiled
 * into the data resource, so the app's New menu and the tests find them
 * wherever the program runs from, and installed in
 * share/ginormopod/scenarios for people to open and copy.
 */

#pragma once

#include "gmp-session.h"

G_BEGIN_DECLS

/* How many scenarios come with the app, in the order the New menu lists them */
guint        gmp_shipped_count         (void);
/* The scenario's resource path ("/io/github/…/data/scenarios/NAME.gmpscenario")
 * in the reader's language (g_get_language_names()), or in English when it
 * is not written in theirs; gmp_shipped_load() and gmp_shipped_title() read
 * that one */
const char  *gmp_shipped_resource_path (guint    i);
/* The one written in language ("en", "pt-BR", "pt_BR"), or NULL */
const char  *gmp_shipped_resource_path_in (guint       i,
                                           const char *language);
/* A new session on the scenario, its history starting there */
GmpSession  *gmp_shipped_load          (guint    i,
                                        GError **error);
/* The scenario's title, as its file gives it */
char        *gmp_shipped_title         (guint    i);

G_END_DECLS
