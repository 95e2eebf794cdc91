// The demo pages' colour-scheme switch (issue 40): the scheme chosen re-themes every element at
// once through the library's configure(), and stays in the page's address (?scheme=) so that a
// reload or a shared link keeps it. The page's own colours follow the select through CSS.
const select = document.querySelector('.demo-scheme select');
select?.addEventListener('change', () => {
  window.EBWidgets?.configure({ env: { colorScheme: select.value } });
  const url = new URL(location.href);
  url.searchParams.set('scheme', select.value);
  history.replaceState(history.state, '', url);
});
