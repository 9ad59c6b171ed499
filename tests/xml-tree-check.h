/* xml-tree-check.h: two parses of the same bytes give the same tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-xml-fast.c (the lists built outside libxml2's tree
 * builder) and test-xml-plain.c (the plain parser): each node's kind,
 * name, line (xmlGetLineNo()), content and attributes, in document order;
 * and the files of a folder to compare.
 */

#pragma once

#include <string.h>

#include <glib.h>
#include <libxml/tree.h>

#include "core/gmp-xml.h"

/* The same node in both trees: its kind, name, line and content */
static inline void
assert_same_node (const xmlNode *plain,
                  const xmlNode *built,
                  const char    *what)
{
  const xmlAttr *a, *b;

  g_assert_cmpint (plain->type, ==, built->type);
  g_assert_cmpstr ((const char *) plain->name, ==, (const char *) built->name);
  if (xmlGetLineNo (plain) != xmlGetLineNo (built))
    g_error ("%s: <%s> at line %ld, built at %ld", what, plain->name, xmlGetLineNo (plain),
             xmlGetLineNo (built));
  g_assert_cmpstr ((const char *) plain->content, ==, (const char *) built->content);
  if (plain->type != XML_ELEMENT_NODE)
    return;   /* a short text keeps its content where an element's attributes are */
  for (a = plain->properties, b = built->properties; a != NULL && b != NULL;
       a = a->next, b = b->next)
    {
      g_autofree xmlChar *va = xmlNodeListGetString (plain->doc, a->children, 1);
      g_autofree xmlChar *vb = xmlNodeListGetString (built->doc, b->children, 1);

      g_assert_cmpstr ((const char *) a->name, ==, (const char *) b->name);
      g_assert_true ((a->ns == NULL) == (b->ns == NULL));
      if (a->ns != NULL)
        g_assert_cmpstr ((const char *) a->ns->href, ==, (const char *) b->ns->href);
      g_assert_cmpstr ((const char *) va, ==, (const char *) vb);
      g_assert_true ((a->children == NULL) == (b->children == NULL));
    }
  g_assert_true (a == NULL && b == NULL);
  for (plain = plain->children, built = built->children; plain != NULL && built != NULL;
       plain = plain->next, built = built->next)
    assert_same_node (plain, built, what);
  g_assert_true (plain == NULL && built == NULL);
}


/* The same document: its declaration as libxml2 keeps it, then the same
 * nodes */
static inline void
assert_same_document (const xmlDoc *plain,
                      const xmlDoc *built,
                      const char   *what)
{
  const xmlNode *a, *b;

  g_assert_cmpstr ((const char *) plain->version, ==, (const char *) built->version);
  g_assert_cmpstr ((const char *) plain->encoding, ==, (const char *) built->encoding);
  g_assert_cmpint (plain->standalone, ==, built->standalone);
  for (a = plain->children, b = built->children; a != NULL || b != NULL; a = a->next, b = b->next)
    {
      if (a == NULL || b == NULL)
        g_error ("%s: a node more at the top in one of the trees", what);
      assert_same_node (a, b, what);
    }
}

typedef void (*XmlTestFileFunc) (GBytes     *bytes,
                                 const char *path,
                                 gpointer    data);

/* func on every file of folder and below it (any_file FALSE: only
 * scenarios, boards and the fuzzer's corpora): how many */
static inline guint
xml_test_each_file (const char      *folder,
                    gboolean         any_file,
                    XmlTestFileFunc  func,
                    gpointer         data)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GBytes) bytes = NULL;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          n += xml_test_each_file (path, any_file, func, data);
          continue;
        }
      if (!any_file && !g_str_has_suffix (name, ".gmpscenario") && !g_str_has_suffix (name, ".xml")
          && strstr (folder, "corpus") == NULL)
        continue;
      bytes = gmp_xml_read_file (path, NULL);
      if (bytes != NULL)
        {
          func (bytes, path, data);
          n++;
        }
    }
  return n;
}
