"""Acme IoT Console: the reference multi-tenant product that navex is built into.

It owns users, sessions, tenancy and authorization; the assistant acts only through its
REST API with the user's own token. Nothing here imports navex.
"""
