/* gmp-template.c: widget templates and builder files in the chosen language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkBuilder translates a translatable="yes" property through the C
 * library's gettext, which gives English wherever it ignores LANGUAGE (under
 * C.UTF-8 from glibc 2.41, with no other locale installed). So the .ui data
 * is translated first, by gmp-i18n.c as every other message of the app
 * (src/core/gmp-i18n.c), and GtkBuilder gets it with nothing left to
 * translate. A template is translated when its class is made: in the
 * language applied in main() before any window exists.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "core/gmp-i18n.h"
#include "gmp-template.h"

static gboolean
is_true (const xmlChar *value)
{
  return value != NULL
         && (xmlStrcasecmp (value, BAD_CAST "yes") == 0 || xmlStrcasecmp (value, BAD_CAST "true") == 0
             || xmlStrcmp (value, BAD_CAST "1") == 0);
}

static void
translate_node (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      xmlChar *translatable;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      translatable = xmlGetProp (node, BAD_CAST "translatable");
      if (is_true (translatable))
        {
          xmlChar *text = xmlNodeGetContent (node);
          xmlChar *context = xmlGetProp (node, BAD_CAST "context");
          const char *translated;

          if (context != NULL)
            translated = gmp_i18n_dpgettext2 (GETTEXT_PACKAGE, (const char *) context,
                                              (const char *) text);
          else
            translated = gmp_i18n_dgettext (GETTEXT_PACKAGE, (const char *) text);
          /* Plain text: no entity in a translation is read as markup */
          xmlNodeSetContent (node, NULL);
          xmlAddChild (node, xmlNewText (BAD_CAST translated));
          xmlFree (text);
          xmlFree (context);
        }
      if (translatable != NULL)
        {
          xmlUnsetProp (node, BAD_CAST "translatable");
          xmlUnsetProp (node, BAD_CAST "context");
          xmlUnsetProp (node, BAD_CAST "comments");
        }
      xmlFree (translatable);
      translate_node (node->children);
    }
}

/* The same GtkBuilder XML with each translatable property or attribute
 * replaced by its translation and no longer marked. */
GBytes *
gmp_template_translate (GBytes  *ui,
                        GError **error)
{
  xmlDoc *doc;
  xmlChar *out = NULL;
  int out_len = 0;
  gsize len;
  const char *data;

  g_return_val_if_fail (ui != NULL, NULL);

  data = g_bytes_get_data (ui, &len);
  /* Our own resource: no network, no entities to expand */
  doc = xmlReadMemory (data, (int) len, NULL, "UTF-8", XML_PARSE_NONET | XML_PARSE_NOERROR
                                                         | XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE, "not well-formed XML");
      return NULL;
    }
  translate_node (xmlDocGetRootElement (doc));
  xmlDocDumpMemoryEnc (doc, &out, &out_len, "UTF-8");
  xmlFreeDoc (doc);
  if (out == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE, "could not write the XML back");
      return NULL;
    }
  ui = g_bytes_new (out, (gsize) out_len);
  xmlFree (out);
  return ui;
}

static GBytes *
translated_resource (const char *resource_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                     &error);
  GBytes *translated;

  if (bytes == NULL)
    g_error ("Missing resource %s: %s", resource_path, error->message);
  translated = gmp_template_translate (bytes, &error);
  if (translated == NULL)
    g_error ("Resource %s: %s", resource_path, error->message);
  return translated;
}

/* gtk_widget_class_set_template_from_resource(), translated. */
void
gmp_widget_class_set_template (GtkWidgetClass *widget_class,
                               const char     *resource_path)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));
  g_return_if_fail (resource_path != NULL);

  bytes = translated_resource (resource_path);
  gtk_widget_class_set_template (widget_class, bytes);
}

/* gtk_builder_new_from_resource(), translated. */
GtkBuilder *
gmp_builder_new_from_resource (const char *resource_path)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  g_return_val_if_fail (resource_path != NULL, NULL);

  bytes = translated_resource (resource_path);
  data = g_bytes_get_data (bytes, &len);
  return gtk_builder_new_from_string (data, (gssize) len);
}

/* The shortcuts window (the object "help_overlay" of the resource),
 * translated: GtkApplication would load gtk/help-overlay.ui untranslated
 * where the C library ignores the language, so the file has another name
 * in the resource and each window sets it here. */
void
gmp_window_set_help_overlay_from_resource (GtkApplicationWindow *window,
                                           const char           *resource_path)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GObject *overlay;

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));

  builder = gmp_builder_new_from_resource (resource_path);
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_return_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_application_window_set_help_overlay (window, GTK_SHORTCUTS_WINDOW (overlay));
}
