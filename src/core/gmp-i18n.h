/* gmp-i18n.h: the project's translations, chosen explicitly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Include this instead of <glib/gi18n-lib.h> or <glib/gi18n.h>. The macros
 * of those headers (_(), C_(), ngettext(), g_dngettext() …) are redefined
 * here so that the project's own messages are looked up in its catalogue
 * by gmp-i18n.c, not by the C library: glibc 2.41 ignores LANGUAGE under
 * C.UTF-8, and a machine may have no locale but C.UTF-8, yet the app's
 * language setting and LANGUAGE=pt_BR must still give Portuguese. Other
 * text domains (GTK's, libadwaita's) still go to gettext.
 */

#pragma once

#include <libintl.h>
#include <string.h>
#include <glib.h>
#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

/* As GLib's g_dgettext() and its kin; G_GNUC_FORMAT as theirs, so a
 * translated format string is still checked against its arguments. */
const char *gmp_i18n_dgettext  (const char *domain,
                                const char *msgid) G_GNUC_FORMAT (2);
const char *gmp_i18n_dngettext (const char *domain,
                                const char *msgid,
                                const char *msgid_plural,
                                gulong      n) G_GNUC_FORMAT (3);
const char *gmp_i18n_dpgettext (const char *domain,
                                const char *msgctxtid,
                                gsize       msgidoffset) G_GNUC_FORMAT (2);
const char *gmp_i18n_dpgettext2 (const char *domain,
                                 const char *context,
                                 const char *msgid) G_GNUC_FORMAT (3);

void        gmp_i18n_set_language (const char *language);
const char *gmp_i18n_get_language (void);
gboolean    gmp_i18n_has_catalogue (const char *language);

G_END_DECLS

#undef _
#undef Q_
#undef C_
#undef ngettext
#undef g_dgettext
#undef g_dngettext
#undef g_dpgettext
#undef g_dpgettext2

#define _(String) ((char *) gmp_i18n_dgettext (GETTEXT_PACKAGE, String))
#define Q_(String) gmp_i18n_dpgettext (GETTEXT_PACKAGE, String, 0)
#define C_(Context, String) \
  gmp_i18n_dpgettext (GETTEXT_PACKAGE, Context "\004" String, strlen (Context) + 1)
#define ngettext(Msgid, Plural, N) \
  ((char *) gmp_i18n_dngettext (GETTEXT_PACKAGE, Msgid, Plural, N))
#define g_dgettext(Domain, Msgid) gmp_i18n_dgettext (Domain, Msgid)
#define g_dngettext(Domain, Msgid, Plural, N) gmp_i18n_dngettext (Domain, Msgid, Plural, N)
#define g_dpgettext(Domain, Msgctxtid, Offset) gmp_i18n_dpgettext (Domain, Msgctxtid, Offset)
#define g_dpgettext2(Domain, Context, Msgid) gmp_i18n_dpgettext2 (Domain, Context, Msgid)
