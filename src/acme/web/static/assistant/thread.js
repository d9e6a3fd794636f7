/* The conversation's thread id, kept across reloads in localStorage, per org and user. */

export function threadStore(owner) {
  var key = "acme.assistant.thread:" + owner;
  return {
    get: function () {
      try {
        return window.localStorage.getItem(key);
      } catch (e) {
        return null;
      }
    },
    set: function (id) {
      try {
        if (id) window.localStorage.setItem(key, id);
        else window.localStorage.removeItem(key);
      } catch (e) {
        /* storage disabled: the conversation lasts this page only */
      }
    },
  };
}
