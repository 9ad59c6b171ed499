/* test-catalogue.c: the project's own catalogue reader (gmp-i18n.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under LC_ALL=C.UTF-8 (tests/meson.build), the locale where glibc
 * 2.41's gettext ignores LANGUAGE: every Portuguese string here comes from
 * the catalogue read by gmp-i18n.c, on any C library.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/gmp-format.h"
#include "core/gmp-i18n.h"
#include "test-util.h"

/* The language chosen explicitly wins over the environment's */
static void
test_explicit_language (void)
{
  g_autofree char *percent = NULL;

  g_setenv ("LANGUAGE", "", TRUE);
  gmp_i18n_set_language ("pt_BR");
  g_assert_cmpstr (gmp_i18n_get_language (), ==, "pt_BR");
  g_assert_cmpstr (_("Swarm"), ==, "Enxame");
  g_assert_cmpstr (ngettext ("This Combat needs %u die, %u given.",
                             "This Combat needs %u dice, %u given.", 1),
                   ==, "Este Combat precisa de %u dado e recebeu %u.");
  g_assert_cmpstr (ngettext ("This Combat needs %u die, %u given.",
                             "This Combat needs %u dice, %u given.", 3),
                   ==, "Este Combat precisa de %u dados e recebeu %u.");
  /* pt_BR's plural: n > 1, so 0 is singular */
  g_assert_cmpstr (ngettext ("This Combat needs %u die, %u given.",
                             "This Combat needs %u dice, %u given.", 0),
                   ==, "Este Combat precisa de %u dado e recebeu %u.");
  /* Numbers follow the language shown */
  percent = gmp_format_percent (0.007, 1);
  g_assert_cmpstr (percent, ==, "0,7 %");

  g_setenv ("LANGUAGE", "pt_BR", TRUE);
  gmp_i18n_set_language ("en");
  g_assert_cmpstr (_("Swarm"), ==, "Swarm");
  g_assert_cmpstr (ngettext ("This Combat needs %u die, %u given.",
                             "This Combat needs %u dice, %u given.", 0),
                   ==, "This Combat needs %u dice, %u given.");

  gmp_i18n_set_language (NULL);
  g_assert_null (gmp_i18n_get_language ());
  g_assert_cmpstr (_("Swarm"), ==, "Enxame");
  g_setenv ("LANGUAGE", "", TRUE);
  g_assert_cmpstr (_("Swarm"), ==, "Swarm");
}

/* LANGUAGE as GLib reads it: a list, the first with a catalogue wins */
static void
test_environment_language (void)
{
  gmp_i18n_set_language (NULL);
  g_setenv ("LANGUAGE", "fr:pt_BR", TRUE);
  g_assert_cmpstr (_("Swarm"), ==, "Enxame");
  g_setenv ("LANGUAGE", "en:pt_BR", TRUE);
  g_assert_cmpstr (_("Swarm"), ==, "Enxame");
  g_setenv ("LANGUAGE", "pt_BR.UTF-8", TRUE);
  g_assert_cmpstr (C_("decimal mark", "."), ==, ",");
  g_setenv ("LANGUAGE", "", TRUE);
  g_assert_cmpstr (C_("decimal mark", "."), ==, ".");
  g_assert_true (gmp_i18n_has_catalogue ("pt_BR"));
  g_assert_false (gmp_i18n_has_catalogue ("xx"));
}

typedef struct {
  const char *original;  /* may hold NULs: give the length */
  gsize       original_len;
  const char *translation;
  gsize       translation_len;
} MoEntry;

#define ENTRY(o, t) { o, sizeof o - 1, t, sizeof t - 1 }

static void
put_u32 (GByteArray *out,
         guint32     value)
{
  g_byte_array_append (out, (const guint8 *) &value, sizeof value);
}

/* A GNU .mo file, as msgfmt writes it (without the hash table) */
static GBytes *
make_mo (const MoEntry *entries,
         guint          n)
{
  GByteArray *out = g_byte_array_new ();
  guint32 strings = 28 + 16 * n;
  GString *pool = g_string_new (NULL);

  put_u32 (out, 0x950412de);
  put_u32 (out, 0);
  put_u32 (out, n);
  put_u32 (out, 28);
  put_u32 (out, 28 + 8 * n);
  put_u32 (out, 0);
  put_u32 (out, 0);
  for (guint i = 0; i < n; i++)
    {
      put_u32 (out, (guint32) entries[i].original_len);
      put_u32 (out, strings + (guint32) pool->len);
      g_string_append_len (pool, entries[i].original, entries[i].original_len);
      g_string_append_c (pool, '\0');
    }
  for (guint i = 0; i < n; i++)
    {
      put_u32 (out, (guint32) entries[i].translation_len);
      put_u32 (out, strings + (guint32) pool->len);
      g_string_append_len (pool, entries[i].translation, entries[i].translation_len);
      g_string_append_c (pool, '\0');
    }
  g_byte_array_append (out, (const guint8 *) pool->str, pool->len);
  g_string_free (pool, TRUE);
  return g_byte_array_free_to_bytes (out);
}

static char *
write_catalogue (const char *dir,
                 const char *language,
                 GBytes     *mo)
{
  g_autofree char *folder = g_build_filename (dir, language, "LC_MESSAGES", NULL);
  char *path = g_build_filename (folder, GETTEXT_PACKAGE ".mo", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_file_set_contents (path, g_bytes_get_data (mo, NULL), (gssize) g_bytes_get_size (mo), &error);
  g_assert_no_error (error);
  return path;
}

/* A language with three plural forms (Polish's rule) and a context */
static void
test_plural_forms (void)
{
  static const MoEntry entries[] = {
    ENTRY ("", "Content-Type: text/plain; charset=UTF-8\n"
               "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
               "(n%100<10 || n%100>=20) ? 1 : 2);\n"),
    ENTRY ("%u chit\0%u chits", "one\0few\0many"),
    ENTRY ("decimal mark\004.", "·"),
    ENTRY ("Swarm", "Rój"),
  };
  g_autofree char *dir = g_dir_make_tmp ("gmp-test-catalogue-XXXXXX", NULL);
  g_autofree char *before = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));
  g_autoptr(GBytes) mo = make_mo (entries, G_N_ELEMENTS (entries));
  g_autofree char *path = write_catalogue (dir, "pl", mo);
  static const struct { gulong n; const char *form; } cases[] = {
    { 1, "one" }, { 2, "few" }, { 4, "few" }, { 5, "many" }, { 11, "many" },
    { 12, "many" }, { 22, "few" }, { 0, "many" }, { 102, "few" }, { 112, "many" },
  };

  bindtextdomain (GETTEXT_PACKAGE, dir);
  gmp_i18n_set_language ("pl");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (ngettext ("%u chit", "%u chits", cases[i].n), ==, cases[i].form);
  g_assert_cmpstr (C_("decimal mark", "."), ==, "·");
  g_assert_cmpstr (_("Swarm"), ==, "Rój");
  g_assert_cmpstr (_("Not in the catalogue"), ==, "Not in the catalogue");
  g_assert_cmpstr (ngettext ("%u unit", "%u units", 5), ==, "%u units");

  gmp_i18n_set_language (NULL);
  bindtextdomain (GETTEXT_PACKAGE, before);
  g_unlink (path);
}

/* A damaged catalogue gives English, not a crash */
static void
test_bad_catalogue (void)
{
  static const MoEntry entries[] = {
    ENTRY ("", "Plural-Forms: nplurals=2; plural=(n > 1;\n"),
    ENTRY ("%u chit\0%u chits", "um\0vários"),
    ENTRY ("Swarm", "Enxame"),
  };
  g_autofree char *dir = g_dir_make_tmp ("gmp-test-catalogue-XXXXXX", NULL);
  g_autofree char *before = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));
  g_autoptr(GBytes) mo = make_mo (entries, G_N_ELEMENTS (entries));
  g_autoptr(GBytes) cut = g_bytes_new_from_bytes (mo, 0, g_bytes_get_size (mo) - 12);
  g_autoptr(GBytes) junk = g_bytes_new_static ("not a catalogue at all, longer than 28 bytes", 44);
  g_autofree char *bad_plural = write_catalogue (dir, "xa", mo);
  g_autofree char *truncated = write_catalogue (dir, "xb", cut);
  g_autofree char *not_mo = write_catalogue (dir, "xc", junk);

  bindtextdomain (GETTEXT_PACKAGE, dir);
  /* An expression that does not parse: English's rule, n != 1 */
  gmp_i18n_set_language ("xa");
  g_assert_cmpstr (ngettext ("%u chit", "%u chits", 1), ==, "um");
  g_assert_cmpstr (ngettext ("%u chit", "%u chits", 0), ==, "vários");
  g_assert_cmpstr (_("Swarm"), ==, "Enxame");
  /* Strings past the end of the file, or no catalogue at all */
  gmp_i18n_set_language ("xb");
  g_assert_cmpstr (_("Swarm"), ==, "Swarm");
  g_assert_false (gmp_i18n_has_catalogue ("xb"));
  gmp_i18n_set_language ("xc");
  g_assert_cmpstr (_("Swarm"), ==, "Swarm");

  gmp_i18n_set_language (NULL);
  bindtextdomain (GETTEXT_PACKAGE, before);
  g_unlink (bad_plural);
  g_unlink (truncated);
  g_unlink (not_mo);
}

/* Other text domains still go to the C library */
static void
test_other_domain (void)
{
  gmp_i18n_set_language ("pt_BR");
  g_assert_cmpstr (gmp_i18n_dgettext ("gmp-no-such-domain", "Swarm"), ==, "Swarm");
  g_assert_cmpstr (gmp_i18n_dgettext (GETTEXT_PACKAGE, "Swarm"), ==, "Enxame");
  g_assert_cmpstr (gmp_i18n_dpgettext2 (GETTEXT_PACKAGE, "decimal mark", "."), ==, ",");
  gmp_i18n_set_language (NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  test_bind_translations ();

  g_test_add_func ("/i18n/catalogue/explicit-language", test_explicit_language);
  g_test_add_func ("/i18n/catalogue/environment", test_environment_language);
  g_test_add_func ("/i18n/catalogue/plural-forms", test_plural_forms);
  g_test_add_func ("/i18n/catalogue/bad", test_bad_catalogue);
  g_test_add_func ("/i18n/catalogue/other-domain", test_other_domain);

  return g_test_run ();
}
