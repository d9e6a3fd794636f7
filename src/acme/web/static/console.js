// The menu button on narrow screens: shows and hides the navigation.
(function () {
  var button = document.querySelector(".menu-toggle");
  var shell = document.querySelector(".shell");
  if (!button || !shell) return;
  button.addEventListener("click", function () {
    var open = shell.classList.toggle("menu-open");
    button.setAttribute("aria-expanded", open ? "true" : "false");
  });
})();
