/* gmp-scenario-writer.c: writing a .gmpscenario's elements and attributes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text a file holds is cleaned to what XML 1.0 can hold, so that a save
 * always loads back.
 */

#include "config.h"

#include <string.h>

#include "gmp-scenario-writer.h"

/* Text XML 1.0 can hold: valid UTF-8 without C0 controls other than tab,
 * newline and carriage return. Anything else becomes U+FFFD. */
static char *
clean_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *clean = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        c = 0xFFFD;
      g_string_append_unichar (clean, c);
    }

  return g_string_free (clean, FALSE);
}

void
_gmp_scenario_write_text_element (xmlTextWriter *writer,
                                  const char    *name,
                                  const char    *text)
{
  g_autofree char *clean = clean_text (text);

  xmlTextWriterWriteElement (writer, (const xmlChar *) name, (const xmlChar *) clean);
}

void
_gmp_scenario_write_attr (xmlTextWriter *writer,
                          const char    *name,
                          const char    *value)
{
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) name, (const xmlChar *) value);
}

void
_gmp_scenario_write_uint (xmlTextWriter *writer,
                          const char    *name,
                          guint          value)
{
  char buffer[16];

  g_snprintf (buffer, sizeof buffer, "%u", value);
  _gmp_scenario_write_attr (writer, name, buffer);
}

void
_gmp_scenario_start_element (xmlTextWriter *writer,
                             const char    *name)
{
  xmlTextWriterStartElement (writer, (const xmlChar *) name);
}

void
_gmp_scenario_end_element (xmlTextWriter *writer)
{
  xmlTextWriterEndElement (writer);
}

void
_gmp_scenario_write_int (xmlTextWriter *writer,
                         const char    *name,
                         int            value)
{
  char buffer[16];

  g_snprintf (buffer, sizeof buffer, "%d", value);
  _gmp_scenario_write_attr (writer, name, buffer);
}

void
_gmp_scenario_write_ints (xmlTextWriter *writer,
                          const char    *name,
                          GString       *text)
{
  _gmp_scenario_start_element (writer, name);
  xmlTextWriterWriteString (writer, (const xmlChar *) text->str);
  _gmp_scenario_end_element (writer);
}

/* "CHI NYC": the cities whose indices are given */
void
_gmp_scenario_write_city_list (xmlTextWriter  *writer,
                               const GmpBoard *board,
                               const char     *name,
                               const guint    *cities,
                               guint           n_cities)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_cities; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, board->cities[cities[i]].id);
    }
  _gmp_scenario_write_attr (writer, name, text->str);
}
