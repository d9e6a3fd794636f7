"""navex: an assistant inside an existing web product.

Navigation requests answer with a deep link to the right screen; execution requests are
carried out through the product's own authorized API, as the user. The model proposes;
the backend owns authority.
"""

__version__ = "0.1.0"
